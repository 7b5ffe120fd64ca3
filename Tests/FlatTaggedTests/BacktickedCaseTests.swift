import FlatTagged
import Foundation
import Testing

/// Cases named with backticks round-trip, and their kinds are the cases' names.
@Suite("Cases named with backticks")
struct BacktickedCaseTests {
    // After a type name, `Type`, `Protocol` and `self` mean the metatype even in backticks: values
    // are written as implicit members, `.`Type`(…)`, as users write them.
    func token(_ value: BacktickedToken) -> BacktickedToken { value }
    func opcode(_ value: BacktickedOpcode) -> BacktickedOpcode { value }

    @Test func everyCaseRoundTripsThroughJSON() throws {
        try expectRoundTrip(token(.`Type`(TokenPayload(value: 1))), #"{"type":"Type","value":1}"#)
        try expectRoundTrip(token(.`Protocol`(name: "n")), #"{"type":"Protocol","name":"n"}"#)
        try expectRoundTrip(token(.`self`), #"{"type":"self"}"#)
        try expectRoundTrip(token(.`init`(TokenPayload(value: 2))), #"{"type":"init","value":2}"#)
        try expectRoundTrip(token(.default(count: 3)), #"{"type":"default","count":3}"#)
        #expect(try decode(BacktickedToken.self, #"{"type":"proto"}"#) == .`Protocol`(name: "p"))
        try expectRoundTrip(opcode(.`Type`(5)), #"{"op":1,"d":5}"#)
        try expectRoundTrip(opcode(.`Protocol`), #"{"op":2}"#)
        #expect(try decode(BacktickedOpcode.self, #"{"op":3}"#) == .`Protocol`)
        let unknown = try decode(BacktickedOpcode.self, #"{"op":9,"d":[1]}"#)
        #expect(try parsed(json(unknown)) == parsed(#"{"op":9,"d":[1]}"#))
    }

    @Test func everyCaseRoundTripsThroughPropertyLists() throws {
        let values: [BacktickedToken] = [
            .`Type`(TokenPayload(value: 1)), .`Protocol`(name: "n"), .`self`, .`init`(TokenPayload(value: 2)),
            .default(count: 3),
            .plain,
        ]
        let data = try PropertyListEncoder().encode(values)
        #expect(try PropertyListDecoder().decode([BacktickedToken].self, from: data) == values)
    }

    @Test func kindsAreTheCasesNames() throws {
        #expect(
            BacktickedToken.Kind.allCases.map(\.rawValue) == ["Type", "Protocol", "self", "init", "default", "plain"])
        #expect(token(.`Type`(TokenPayload(value: 1))).kind == .`Type`)
        #expect(token(.`Protocol`(name: "n")).kind == .`Protocol`)
        #expect(token(.`self`).kind == .`self`)
        #expect(BacktickedToken.Kind(tag: "proto") == .`Protocol`)
        #expect(opcode(.`Type`(1)).kind == .`Type`)
        #expect(opcode(.`Protocol`).kind == .`Protocol`)
        #expect(opcode(.default(FlatTaggedUnknown(key: "op", tag: "9", object: [:]))).kind == nil)
        #expect(BacktickedToken.flatTags == ["Type", "Protocol", "self", "init", "default", "plain"])
        #expect(token(.`init`(TokenPayload(value: 2))).flatTag == "init")
    }
}
