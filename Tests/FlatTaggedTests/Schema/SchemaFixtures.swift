import FlatTagged
import Foundation

// Schema-marked enums of every form, without warnings (the test target builds with
// `-warnings-as-errors`): their instances feed `SchemaTests` and `Scripts/validate-schemas.py`.

/// The flat form: labels through `labelNaming:`, aliases, an optional reference, a sized integer
/// with a default, a flattened payload.
// @FlatTagged(schema, labelNaming: .snakeCase)
enum SchemaTool: Equatable {
    case weather(cityName: String, unit: SchemaUnit?)
    // @FlatTag("search", aliases: ["find"])
    case search(query: String, limit: Int8 = 10)
    case ping
    case nested(SchemaUnit, extra: Bool)
}

/// A flat enum with another key, flattened into `SchemaTool.nested` and `SchemaGateway.dispatch`.
// @FlatTagged(schema, key: "kind")
enum SchemaUnit: Equatable { case celsius, fahrenheit }

/// The content form with integer tags, a `flat` case and `nulls:`.
// @FlatTagged(key: "op", content: "d", schema)
enum SchemaGateway: Equatable {
    // @FlatTag(0, flat)
    case dispatch(SchemaUnit, s: Int)
    // @FlatTag(1, nulls: ["d"])
    case heartbeat(Int?)
    // @FlatTag(10, aliases: [11])
    case hello(heartbeatInterval: UInt16)
    // @FlatTag(12)
    case resume
}

/// The external form, recursive through `$ref`.
// @FlatTagged(external, schema)
indirect enum SchemaAttribute: Equatable {
    case s(String)
    case l([SchemaAttribute])
    case n(Double)
    case null
}

/// The untagged form: shapes, `when:`/`unless:`, `null`.
// @FlatTagged(untagged, schema)
enum SchemaID: Equatable {
    case string(String)
    case number(Int32)
    // @FlatTag(when: "x", unless: "y")
    case point(x: Double, z: Double?)
    case none
}

/// A tagless `missing` case, URLs and UUIDs.
// @FlatTagged(schema)
enum SchemaEdit: Equatable {
    // @FlatTag(missing)
    case textEdit(text: String)
    // @FlatTag("create_file")
    case createFile(uri: URL, id: UUID, overwrite: Bool?)
}

/// Every fixture enum with its instances: what it encodes, what a strict-schema client may send
/// (optionals as explicit `null`), and what it must reject.
struct SchemaFixture {
    var name: String
    var jsonSchema: FlatTaggedValue
    var strictJSONSchema: FlatTaggedValue
    /// Encodes the values a test lists; each is valid under `jsonSchema`.
    var encodedInstances: () throws -> [Data]
    /// JSON valid under `strictJSONSchema`; each must decode.
    var strictInstances: [String]
    /// JSON valid under neither schema (an unknown tag, a missing key, a wrong type); each must
    /// fail to decode.
    var invalidInstances: [String]
    /// JSON with an integer out of its type's range: rejected by `jsonSchema` (`minimum`,
    /// `maximum`), which the strict subset can't say; each must fail to decode.
    var outOfRangeInstances: [String]
    /// Decodes one instance.
    var decode: (Data) throws -> Void

    static func of<T: Codable & FlatTaggedSchemaProviding>(
        _ type: T.Type, _ values: [T], strict: [String], invalid: [String], outOfRange: [String]
    ) -> SchemaFixture {
        SchemaFixture(
            name: String(describing: type), jsonSchema: T.jsonSchema, strictJSONSchema: T.strictJSONSchema,
            encodedInstances: { try values.map { try JSONEncoder().encode($0) } }, strictInstances: strict,
            invalidInstances: invalid, outOfRangeInstances: outOfRange,
            decode: { _ = try JSONDecoder().decode(T.self, from: $0) })
    }

    static var all: [SchemaFixture] {
        [
            of(
                SchemaTool.self,
                [
                    .weather(cityName: "Oslo", unit: .celsius), .weather(cityName: "Rome", unit: nil),
                    .search(query: "swift", limit: -3), .ping, .nested(.fahrenheit, extra: true),
                ],
                strict: [
                    #"{"type":"weather","city_name":"Oslo","unit":null}"#,
                    #"{"type":"weather","city_name":"Oslo","unit":{"kind":"celsius"}}"#,
                    #"{"type":"search","query":"q","limit":5}"#, #"{"type":"ping"}"#,
                    #"{"type":"nested","kind":"celsius","extra":false}"#,
                ],
                invalid: [
                    #"{"type":"video"}"#, #"{"city_name":"Oslo"}"#, #"{"type":"weather"}"#,
                    #"{"type":"weather","city_name":5}"#,
                    #"{"type":"nested","extra":true}"#, #"{"type":"weather","city_name":"x","unit":{"kind":"kelvin"}}"#,
                ],
                outOfRange: [#"{"type":"search","query":"q","limit":300}"#]),
            of(
                SchemaGateway.self,
                [
                    .dispatch(.celsius, s: 1), .heartbeat(nil), .heartbeat(251), .hello(heartbeatInterval: 41250),
                    .resume,
                ],
                strict: [
                    #"{"op":0,"kind":"celsius","s":42}"#, #"{"op":1,"d":null}"#, #"{"op":1,"d":7}"#,
                    #"{"op":10,"d":{"heartbeatInterval":1}}"#, #"{"op":11,"d":{"heartbeatInterval":1}}"#, #"{"op":12}"#,
                ],
                invalid: [
                    #"{"op":2}"#, #"{"op":"10","d":{"heartbeatInterval":1}}"#, #"{"op":10}"#,
                    #"{"d":5}"#, #"{"op":1,"d":"x"}"#,
                ],
                outOfRange: [#"{"op":10,"d":{"heartbeatInterval":70000}}"#, #"{"op":1,"d":-1e30}"#]),
            of(
                SchemaAttribute.self,
                [.s("a"), .l([.s("b"), .n(1.5), .null]), .null, .l([])],
                strict: [#"{"s":"a"}"#, #"{"l":[{"n":2},{"l":[]}]}"#, #"{"null":null}"#, #""null""#],
                invalid: [#"{"x":"a"}"#, #"{"s":"a","n":1}"#, #"{"s":5}"#, #""s""#, #"{}"#, #"{"l":[{"q":1}]}"#],
                outOfRange: []),
            of(
                SchemaID.self,
                [.string("abc"), .number(-5), .point(x: 1, z: nil), .point(x: 1, z: 2.5), .none],
                strict: [#""abc""#, #"7"#, #"{"x":1,"z":null}"#, #"null"#],
                invalid: [#"true"#, #"{"z":1}"#, #"{"x":1,"y":2}"#, #"[1]"#], outOfRange: [#"3000000000"#]),
            of(
                SchemaEdit.self,
                [
                    .textEdit(text: "t"),
                    .createFile(
                        uri: URL(string: "file:///a.txt")!,
                        id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
                        overwrite: nil),
                ],
                strict: [
                    #"{"type":null,"text":"t"}"#,
                    #"{"type":"create_file","uri":"file:///b","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","overwrite":true}"#,
                ],
                invalid: [#"{"type":"textEdit","text":"t"}"#, #"{"type":"create_file","uri":"u"}"#, #"{"text":5}"#],
                outOfRange: []),
            structs,
            acrossFiles,
        ]
    }
}
