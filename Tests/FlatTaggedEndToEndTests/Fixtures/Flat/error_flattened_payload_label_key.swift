// Shows: the errors for a flattened payload that writes a key a label writes too, with labelNaming: and keys: applied.
struct Env: Codable {
    var id: String
    var data: Int
}

struct Account: Codable {
    var user_id: Int
    var note: String
}

// @FlatTagged
enum Event {
    case x(Env, data: String)
    case y(Env, name: String)
}

// @FlatTagged(labelNaming: .snakeCase)
enum Snake {
    case login(Account, userID: Int)
    // @FlatTag("memo", keys: ["text": "note"])
    case memo(Account, text: String)
}
