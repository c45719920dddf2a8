#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SceneStorage where Value == Data {
  /// A Data, as Base64 text, kept under `key` in the scene.
  public init(wrappedValue: Data, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .data)
  }
}

extension SceneStorage where Value == URL {
  /// A URL, as its absolute string, kept under `key` in the scene.
  public init(wrappedValue: URL, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .url)
  }
}

extension SceneStorage where Value == Date {
  /// A Date, as seconds since 2001, kept under `key` in the scene.
  public init(wrappedValue: Date, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .date)
  }
}

extension SceneStorage where Value == UUID {
  /// A UUID, as its string, kept under `key` in the scene.
  public init(wrappedValue: UUID, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .uuid)
  }
}

extension SceneStorage where Value == Bool? {
  /// An optional Bool kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.bool))
  }

  /// An optional Bool kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: Bool?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.bool))
  }
}

extension SceneStorage where Value == Int? {
  /// An optional Int kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.int))
  }

  /// An optional Int kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: Int?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.int))
  }
}

extension SceneStorage where Value == Double? {
  /// An optional Double kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.double))
  }

  /// An optional Double kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: Double?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.double))
  }
}

extension SceneStorage where Value == String? {
  /// An optional String kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.string))
  }

  /// An optional String kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: String?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.string))
  }
}

extension SceneStorage where Value == Data? {
  /// An optional Data kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.data))
  }

  /// An optional Data kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: Data?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.data))
  }
}

extension SceneStorage where Value == URL? {
  /// An optional URL kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.url))
  }

  /// An optional URL kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: URL?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.url))
  }
}

extension SceneStorage where Value == Date? {
  /// An optional Date kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.date))
  }

  /// An optional Date kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: Date?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.date))
  }
}

extension SceneStorage where Value == UUID? {
  /// An optional UUID kept under `key` in the scene: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String) {
    self.init(key: key, defaultValue: nil, coding: .optional(.uuid))
  }

  /// An optional UUID kept under `key` in the scene, `wrappedValue` while none is stored.
  public init(wrappedValue: UUID?, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.uuid))
  }
}

extension SceneStorage {
  /// An optional enum kept under `key` in the scene as its String raw value:
  /// `@SceneStorage("experience") var experience: Experience?`.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, coding: .optional(.rawString))
  }

  /// An optional enum kept under `key` in the scene as its String raw value,
  /// `wrappedValue` while none is stored.
  public init<R: RawRepresentable>(wrappedValue: R?, _ key: String)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.rawString))
  }
}

extension SceneStorage {
  /// An optional enum kept under `key` in the scene as its Int raw value:
  /// `@SceneStorage("experience") var experience: Experience?`.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, coding: .optional(.rawInt))
  }

  /// An optional enum kept under `key` in the scene as its Int raw value,
  /// `wrappedValue` while none is stored.
  public init<R: RawRepresentable>(wrappedValue: R?, _ key: String)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, coding: .optional(.rawInt))
  }
}
