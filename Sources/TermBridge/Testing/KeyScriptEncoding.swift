import TermBridgeTerminal

extension KeyScript {
  /// The bytes an xterm sends for `event`, so tests can drive the real
  /// decoding path: `InputDecoder().feed(KeyScript.bytes(for: e))` followed by
  /// `flush()` gives back `e`.
  ///
  /// Keys use xterm's default encodings (UTF-8, C0 controls, ESC for Alt,
  /// `CSI 1;m X` / `CSI n;m ~` for modified keys, SS3 for F1–F4 and, with
  /// `applicationCursor`, for arrows, Home and End). A combination the
  /// default encoding cannot tell apart (Ctrl-H from Backspace, Ctrl-Shift-A
  /// from Ctrl-A, Shift-Enter) uses xterm's modifyOtherKeys form
  /// `CSI 27;m;code ~`, which the decoder reads back exactly. Mouse events
  /// use SGR reports, a paste is bracketed unless `bracketedPaste` is false,
  /// and `.resize`, which is a signal rather than bytes, gives none; so do
  /// function keys beyond F20.
  public static func bytes(
    for event: InputEvent, applicationCursor: Bool = false, bracketedPaste: Bool = true
  ) -> [UInt8] {
    switch event {
    case .key(let key):
      return XtermEncoder.key(key, applicationCursor: applicationCursor)
    case .paste(let text):
      guard bracketedPaste else { return Array(text.utf8) }
      return XtermEncoder.csi("200~") + Array(text.utf8) + XtermEncoder.csi("201~")
    case .mouse(let mouse):
      return XtermEncoder.mouse(mouse)
    case .resize:
      return []
    case .report(.modeSupport(let mode, let supported)):
      return XtermEncoder.csi("?\(mode);\(supported ? 2 : 0)$y")
    case .report(.cursorPosition(let point)):
      return XtermEncoder.csi("?\(point.y + 1);\(point.x + 1)R")
    case .report(.focusIn):
      return XtermEncoder.csi("I")
    case .report(.focusOut):
      return XtermEncoder.csi("O")
    case .report(.keyboardFlags(let flags)):
      return XtermEncoder.csi("?\(flags)u")
    case .report(.deviceAttributes):
      return XtermEncoder.csi("?62;22c")
    case .report(.backgroundColor(let red, let green, let blue)):
      let hex = [red, green, blue].map { component in
        let digits = String(component, radix: 16)
        let byte = digits.count == 1 ? "0" + digits : digits
        return byte + byte
      }
      return [Byte.escape] + Array("]11;rgb:\(hex.joined(separator: "/"))".utf8) + [Byte.escape, 0x5C]
    }
  }
}

/// Encodes input events as an xterm would send them.
enum XtermEncoder {
  static func csi(_ body: String) -> [UInt8] { [Byte.escape, Byte.leftBracket] + Array(body.utf8) }

  static func key(_ event: KeyEvent, applicationCursor: Bool) -> [UInt8] {
    let mods = event.modifiers
    let altPrefix: [UInt8] = mods.contains(.alt) ? [Byte.escape] : []
    let parameter = KeySequences.parameter(for: mods)
    switch event.key {
    case .character(let character):
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first else {
        return altPrefix + Array(String(character).utf8)  // a cluster: only Alt can go with it
      }
      if mods.isSubset(of: .alt) { return altPrefix + Array(String(character).utf8) }
      if mods.subtracting(.alt) == .control, let byte = controlByte(scalar) { return altPrefix + [byte] }
      return csi("27;\(parameter);\(scalar.value)~")
    case .enter, .tab, .backspace, .escape:
      let code: UInt8 =
        switch event.key {
        case .enter: Byte.carriageReturn
        case .tab: Byte.tab
        case .backspace: Byte.delete
        default: Byte.escape
        }
      if mods.isSubset(of: .alt) { return altPrefix + [code] }
      if event.key == .tab && mods == .shift { return csi("Z") }
      return csi("27;\(parameter);\(code)~")
    default:
      if let final = KeySequences.cursorFinal(event.key) {
        guard mods.isEmpty else { return csi("1;\(parameter)") + [final] }
        if case .function = event.key { return [Byte.escape, Byte.letterO, final] }
        return [Byte.escape, applicationCursor ? Byte.letterO : Byte.leftBracket, final]
      }
      if let number = KeySequences.tildeNumber(event.key) {
        return csi(mods.isEmpty ? "\(number)~" : "\(number);\(parameter)~")
      }
      return []
    }
  }

  /// The C0 byte xterm sends for Control plus this character, when the
  /// decoder reads it back as the same key (not Ctrl-H, -I, -J, -M, -[,
  /// which are Backspace, Tab, Enter and Escape).
  private static func controlByte(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case " ": return Byte.nul
    case "a"..."z" where !"hijm".unicodeScalars.contains(scalar): return UInt8(scalar.value - 0x60)
    case "\\", "]", "^", "_": return UInt8(scalar.value - 0x40)
    default: return nil
    }
  }

  /// An SGR (1006) mouse report.
  static func mouse(_ event: MouseEvent) -> [UInt8] {
    func code(_ button: MouseButton) -> Int {
      switch button {
      case .left: 0
      case .middle: 1
      case .right: 2
      }
    }
    var b: Int
    var final = "M"
    switch event.kind {
    case .press(let button): b = code(button)
    case .release(let button):
      b = code(button)
      final = "m"
    case .drag(let button): b = code(button) + 32
    case .wheelUp: b = 64
    case .wheelDown: b = 65
    case .wheelLeft: b = 66
    case .wheelRight: b = 67
    }
    if event.modifiers.contains(.shift) { b += 4 }
    if event.modifiers.contains(.alt) { b += 8 }
    if event.modifiers.contains(.control) { b += 16 }
    return csi("<\(b);\(event.location.x + 1);\(event.location.y + 1)\(final)")
  }
}
