import FlatTagged
import Foundation
import Testing

/// `FlatTaggedValue` as a value programs build and read: literals, subscripts, typed accessors.
@Suite("FlatTaggedValue building and reading")
struct FlatTaggedValueBuildingTests {
    @Test func eachLiteralMakesTheCaseDecodingMakes() {
        let null: FlatTaggedValue = nil
        let yes: FlatTaggedValue = true
        let three: FlatTaggedValue = 3
        let half: FlatTaggedValue = 0.5
        let text: FlatTaggedValue = "s"
        let list: FlatTaggedValue = [1, "two", nil, [false]]
        let object: FlatTaggedValue = ["k": ["n": -7], "e": [:], "a": []]
        #expect(null == .null)
        #expect(yes == .bool(true))
        #expect(three == .int(3))
        #expect(half == .double(0.5))
        #expect(text == .string("s"))
        #expect(list == .array([.int(1), .string("two"), .null, .array([.bool(false)])]))
        #expect(object == .object(["k": .object(["n": .int(-7)]), "e": .object([:]), "a": .array([])]))
    }

    @Test func aLiteralEncodesAsTheJSONItIsWrittenLike() throws {
        let extensions: FlatTaggedValue = [
            "traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "partitionkey": "user-42", "sampled": true, "retries": 3, "ratio": 0.25, "parent": nil,
            "hops": ["a", "b"],
        ]
        let encoded = try json(extensions)
        let expected = #"""
            {"traceparent":"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
             "partitionkey":"user-42","sampled":true,"retries":3,"ratio":0.25,"parent":null,"hops":["a","b"]}
            """#
        #expect(try parsed(encoded) == parsed(expected))
        #expect(try decode(FlatTaggedValue.self, encoded) == extensions)
    }

    @Test func nilWhereAnOptionalIsExpectedIsNone() {
        // Swift's own rule: `nil` for a `FlatTaggedValue?` is `Optional.none`, not `.null`.
        let absent: FlatTaggedValue? = nil
        let present: FlatTaggedValue? = .null
        #expect(absent == Optional<FlatTaggedValue>.none)
        #expect(present == .some(.null))
    }

    @Test func keySubscriptReadsObjectsOnly() {
        let value: FlatTaggedValue = ["message": ["usage": ["output_tokens": 12]], "user_id": 1]
        #expect(value["message"]?["usage"]?["output_tokens"] == .int(12))
        #expect(value["user_id"] == .int(1))
        #expect(value["userId"] == nil)  // keys are exact: no strategy applies
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
        let list: FlatTaggedValue = ["a"]
        #expect(list["a"] == nil)
        #expect(FlatTaggedValue.string("message")["message"] == nil)
    }

    @Test func indexSubscriptReadsArraysOnlyAndInRange() {
        let value: FlatTaggedValue = ["a", ["b"]]
        #expect(value[0] == "a")
        #expect(value[1]?[0] == "b")
        #expect(value[2] == nil)
        #expect(value[-1] == nil)
        #expect(value["0"] == nil)
        #expect(FlatTaggedValue.object(["0": 1])[0] == nil)
        #expect(FlatTaggedValue.array([])[0] == nil)
    }

    @Test func accessorsAnswerForTheirKindOnly() {
        let string: FlatTaggedValue = "3"
        #expect(string.stringValue == "3")
        #expect(string.intValue == nil)
        #expect(string.doubleValue == nil)
        #expect(string.boolValue == nil)
        let yes: FlatTaggedValue = true
        #expect(yes.boolValue == true)
        #expect(yes.intValue == nil)
        #expect(yes.stringValue == nil)
        #expect(FlatTaggedValue.null.isNull)
        #expect(!FlatTaggedValue.string("").isNull)
        #expect(FlatTaggedValue.null.stringValue == nil)
        let list: FlatTaggedValue = [1, 2]
        #expect(list.arrayValue == [1, 2])
        #expect(list.objectValue == nil)
        let object: FlatTaggedValue = ["k": "v"]
        #expect(object.objectValue == ["k": "v"])
        #expect(object.arrayValue == nil)
        #expect(FlatTaggedValue.date(Date(timeIntervalSinceReferenceDate: 0)).doubleValue == nil)
        #expect(FlatTaggedValue.data(Data([1])).arrayValue == nil)
    }

    @Test func numbersReadAsAnyTypeThatHoldsThemExactly() {
        #expect(FlatTaggedValue.int(-4).intValue == -4)
        #expect(FlatTaggedValue.int(-4).doubleValue == -4)
        #expect(FlatTaggedValue.double(3.0).intValue == 3)
        #expect(FlatTaggedValue.double(0.5).intValue == nil)
        #expect(FlatTaggedValue.double(1e300).intValue == nil)
        #expect(FlatTaggedValue.double(.nan).intValue == nil)
        #expect(FlatTaggedValue.double(0.5).doubleValue == 0.5)
        #expect(FlatTaggedValue.uint(UInt64(Int.max)).intValue == Int.max)
        #expect(FlatTaggedValue.uint(UInt64.max).intValue == nil)
        #expect(FlatTaggedValue.uint(UInt64.max).doubleValue == 0x1p64)
        #expect(FlatTaggedValue.int(Int64.max).doubleValue == 0x1p63)
    }

    @Test func decodedValuesReadThroughSubscriptsAndAccessors() throws {
        let value = try decode(
            FlatTaggedValue.self, #"{"type":"message_start","message":{"id":"m1","usage":{"input_tokens":25}},"n":1.0}"#
        )
        #expect(value["type"]?.stringValue == "message_start")
        #expect(value["message"]?["usage"]?["input_tokens"]?.intValue == 25)
        #expect(value["n"]?.doubleValue == 1)
        #expect(value["message"]?["id"]?.intValue == nil)
    }
}
