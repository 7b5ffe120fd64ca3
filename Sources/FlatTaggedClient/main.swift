import FlatTagged
import Foundation

/// `swift run FlatTaggedClient`: decodes and re-encodes classic cases of heterogeneous
/// JSON, then shows the error for an unknown tag.

let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func show<Value: Codable>(_ title: String, _ json: String, as type: Value.Type) throws {
    print("== \(title)")
    print("in:  \(json)")
    let value = try decoder.decode(Value.self, from: Data(json.utf8))
    print("value: \(value)")
    let output = try encoder.encode(value)
    print("out: \(String(decoding: output, as: UTF8.self))\n")
}

do {
    try show(
        "Veterinary patients",
        #"{"items":[{"type":"dog","name":"Bingo","goodBoy":true,"weight":10.0},{"type":"cat","name":"Mr. Fluffy","breed":"ragdoll","age":4}]}"#,
        as: Clinic.self)

    try show(
        "Chat messages",
        #"[{"type":"text","text":"Hello"},{"type":"media","url":"https://example.com/a.png"},{"type":"typing","userID":7}]"#,
        as: [ChatMessage].self)

    try show(
        "App routes in an array, a dictionary and an optional",
        #"{"stack":[{"type":"article","id":1},{"type":"user_profile","username":"ada"}],"tabs":{"home":{"type":"settings"}},"pending":{"type":"article","id":2}}"#,
        as: Navigation.self)

    print("== A payload that writes \"type\" itself: kept when it is the case's tag, never replaced")
    let route = AppRoute.article(ArticleRoute(id: 3, type: "article"))
    print("value: \(route)")
    print("out: \(String(decoding: try encoder.encode(route), as: UTF8.self))")
    do {
        _ = try encoder.encode(AppRoute.article(ArticleRoute(id: 3, type: "review")))
    } catch let EncodingError.invalidValue(_, context) {
        print("\"review\" instead: \(context.debugDescription)\n")
    }

    try show(
        "An unknown object survives a round trip",
        #"[{"type":"text","text":"hi"},{"type":"poll","question":"Tea?","options":["yes","no"],"votes":{"yes":3,"no":0.5}}]"#,
        as: [StoredMessage].self)

    try show(
        "Discord components: integer tags, an alias, an unknown type kept as a number",
        #"[{"type":1,"components":[{"type":2,"style":1,"label":"OK","custom_id":"ok"},{"type":5,"custom_id":"who"}]},{"type":17,"accent_color":3}]"#,
        as: [Component].self)

    try show(
        "Discord gateway: integer op codes, data under \"d\", a dispatch's t and s beside it, an explicit null",
        #"[{"op":10,"d":{"heartbeat_interval":41250}},{"op":0,"t":"MESSAGE_CREATE","s":42,"d":{"id":"1","content":"hi"}},{"op":1,"d":null},{"op":11}]"#,
        as: [GatewayPayload].self)

    try show(
        "A DynamoDB item: the data type is the object's only key",
        #"{"ForumName":{"S":"Amazon DynamoDB"},"Tags":{"SS":["Update","HelpMe"]},"Views":{"N":"12"},"Replies":{"L":[{"M":{"By":{"S":"fred"},"Read":{"BOOL":true}}}]}}"#,
        as: [String: AttributeValue].self)

    try showFamily()

    try showJSONRPC()

    print("== An unknown tag")
    let unknown = #"[{"type":"text","text":"hi"},{"type":"video","url":"https://example.com/v.mp4"}]"#
    print("in:  \(unknown)")
    do {
        _ = try decoder.decode([ChatMessage].self, from: Data(unknown.utf8))
    } catch let DecodingError.dataCorrupted(context) {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        print("error at \(path): \(context.debugDescription)")
    }
} catch {
    print("unexpected error: \(error)")
    exit(1)
}
