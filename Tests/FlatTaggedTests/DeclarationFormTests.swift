import FlatTagged
import Foundation
import Testing

@Suite("Declaration forms")
struct DeclarationFormTests {
    @Test func nestedTypesResolveNamesFromTheirEnclosingType() throws {
        try expectRoundTrip(Outer.Inner.payload(.init(value: 1)), #"{"type":"payload","value":1}"#)
        try expectRoundTrip(Outer.Inner.labeled(payload: .init(value: 2)), #"{"type":"labeled","payload":{"value":2}}"#)
    }

    @Test func nestingInClassesActorsEnumsAndExtensions() throws {
        try expectRoundTrip(Holder.InClass.one(value: 1), #"{"type":"one","value":1}"#)
        try expectRoundTrip(Worker.InActor.job(id: 1), #"{"type":"job","id":1}"#)
        try expectRoundTrip(Namespace.InEnum.item(name: "n"), #"{"type":"item","name":"n"}"#)
        try expectRoundTrip(Namespace.InExtension.thing(count: 2), #"{"type":"thing","count":2}"#)
    }

    @Test func genericEnums() throws {
        try expectRoundTrip(Envelope.body(content: TextPayload(text: "x")), #"{"type":"body","content":{"text":"x"}}"#)
        try expectRoundTrip(Envelope<Int>.many(items: [1, 2]), #"{"type":"many","items":[1,2]}"#)
        try expectRoundTrip(Envelope<Int>.none, #"{"type":"none"}"#)
    }

    @Test func accessLevelsAndDeclaredConformances() throws {
        try expectRoundTrip(PublicDeclared.value(number: 1), #"{"type":"value","number":1}"#)
        try expectRoundTrip(PackageLevel.value(number: 1), #"{"type":"value","number":1}"#)
        try expectRoundTrip(BothSpelled.value(number: 1), #"{"type":"value","number":1}"#)
        #expect(PublicDeclared.flatTags == ["value"])
    }

    @Test func decodeOnlyAndEncodeOnly() throws {
        #expect(try decode(DecodeOnly.self, #"{"type":"value","number":3}"#) == .value(number: 3))
        #expect(try json(EncodeOnly.value(number: 3)) == #"{"number":3,"type":"value"}"#)
        // The conformances are exactly the declared ones.
        #expect(!((DecodeOnly.value(number: 1) as Any) is any Encodable))
        #expect(!(EncodeOnly.self is any Decodable.Type))
    }

    @Test func indirectRecursion() throws {
        let value = Expression.sum(lhs: .number(value: 1), rhs: .negate(operand: .number(value: 2)))
        try expectRoundTrip(
            value,
            #"{"type":"sum","lhs":{"type":"number","value":1},"rhs":{"type":"negate","operand":{"type":"number","value":2}}}"#
        )
    }

    @Test func conditionalCasesAndEnums() throws {
        try expectRoundTrip(Platformed.always, #"{"type":"always"}"#)
        try expectRoundTrip(Platformed.known(name: "x"), #"{"type":"known","name":"x"}"#)
        try expectRoundTrip(Conditional.present, #"{"type":"present"}"#)
        #expect(throws: DecodingError.self) { try decode(Platformed.self, #"{"type":"never","name":"x"}"#) }
    }

    @Test func nonisolatedAndDecoratedEnums() throws {
        try expectRoundTrip(Isolated.value(number: 4), #"{"type":"value","number":4}"#)
        try expectRoundTrip(Decorated.first(value: 1), #"{"type":"first","value":1}"#)
        try expectRoundTrip(Decorated.second, #"{"type":"second"}"#)
    }
}
