import FlatTagged
import Foundation
import Testing

/// The generated `Kind` and `kind`, used as users use them.
@Suite("Kind and kind")
struct KindTests {
    @Test func kindNamesTheCaseWithoutItsPayload() {
        let shapes: [Shape] = [.ping, .text(TextPayload(text: "hi")), .move(x: 1, y: 2), .ping]
        #expect(shapes.map(\.kind) == [.ping, .text, .move, .ping])
        #expect(shapes.filter { $0.kind == .ping }.count == 2)
        let enabled: Set<Shape.Kind> = [.text, .move]
        #expect(shapes.filter { enabled.contains($0.kind) }.count == 2)
    }

    @Test func allCasesListsEveryCaseInDeclarationOrderWithPrimaryTagsAsRawValues() {
        #expect(Auth.Kind.allCases == [.logIn, .logOut, .text])
        #expect(Auth.Kind.allCases.map(\.rawValue) == ["login", "log_out", "txt"])
        #expect(Auth.Kind.allCases.map(\.rawValue) == Auth.flatTags)
    }

    @Test func kindOfTagAcceptsAliasesButRawValueOnlyPrimaryTags() {
        #expect(Auth.Kind(tag: "login") == .logIn)
        #expect(Auth.Kind(tag: "signin") == .logIn)
        #expect(Auth.Kind(tag: "sign_in") == .logIn)
        #expect(Auth.Kind(tag: "bye") == .logOut)
        #expect(Auth.Kind(tag: "nope") == nil)
        #expect(Auth.Kind(rawValue: "signin") == nil)
        #expect(Auth.Kind(rawValue: "login") == .logIn)
    }

    @Test func theFallbackHasNoKind() throws {
        let decoded = try JSONDecoder().decode(
            [LosslessMessage].self, from: Data(#"[{"type":"move","x":1,"y":2},{"type":"poll","q":"?"}]"#.utf8))
        #expect(decoded.map(\.kind) == [.move, nil])
        #expect(LosslessMessage.Kind.allCases == [.text, .move])
    }

    @Test func kindIsCodableAsItsPrimaryTag() throws {
        let data = try JSONEncoder().encode([Auth.Kind.logIn, .text])
        #expect(String(decoding: data, as: UTF8.self) == #"["login","txt"]"#)
        #expect(try JSONDecoder().decode([Auth.Kind].self, from: data) == [.logIn, .text])
        // An alias is a tag, not a kind's coded form.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Auth.Kind].self, from: Data(#"["signin"]"#.utf8))
        }
        let plist = try PropertyListEncoder().encode(["enabled": Auth.Kind.allCases])
        #expect(
            try PropertyListDecoder().decode([String: [Auth.Kind]].self, from: plist) == ["enabled": Auth.Kind.allCases]
        )
    }

    @Test func integerTagsGiveIntegerRawValues() throws {
        #expect(DiscordComponent.Kind.allCases.map(\.rawValue) == [1, 2, 3])
        #expect(DiscordComponent.Kind(tag: 7) == .select)
        #expect(DiscordComponent.Kind(rawValue: 7) == nil)
        let row = DiscordComponent.actionRow(components: [])
        #expect(row.kind == .actionRow)
        #expect(String(decoding: try JSONEncoder().encode(DiscordComponent.Kind.button), as: UTF8.self) == "2")
        #expect(Opcode.absent.kind == .absent)
        #expect(Opcode.Kind.absent.rawValue == -1)
    }

    /// A client telling a server what it understands: the kinds' tags.
    @Test func aClientCanListTheTagsItUnderstands() throws {
        struct Hello: Codable { var understands: [Shape.Kind] }
        let data = try JSONEncoder().encode(Hello(understands: Shape.Kind.allCases))
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: [String]])
        #expect(json["understands"] == Shape.flatTags)
    }
}
