import TermBridge

struct AccountView: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Account 1234-5678")
      Text("Token: s3cr3t").textSelection(.disabled)
    }
  }
}
