import FlatTagged
import Foundation
import Testing

/// Mutated documents: every one must decode to a value or throw a `DecodingError`, never crash
/// or throw anything else. `FLATTAGGED_DECODE_FUZZ_COUNT` sets how many (default 5,000).
@Suite("Decode fuzzing")
struct DecodeFuzzTests {
    static let count = ProcessInfo.processInfo.environment["FLATTAGGED_DECODE_FUZZ_COUNT"].flatMap(Int.init) ?? 5_000

    static let seeds: [String] = [
        #"{"type":"move","x":1,"y":2}"#, #"{"type":"text","text":"hi"}"#, #"{"type":"note","text":"a","author":"b"}"#,
        #"{"type":"resize","width":3,"height":null}"#, #"{"kind":"count","data":5}"#,
        #"{"kind":"move","data":{"x":1,"y":2}}"#, #"{"type":"login","user":"u"}"#,
        #"{"type":"sum","lhs":{"type":"number","value":1},"rhs":{"type":"negate","operand":{"type":"number","value":2}}}"#,
        #"{"type":"poll","q":"?","o":[1,2.5,null,true,{"a":"b"}]}"#, #"[{"type":"ping"},{"type":"b"}]"#,
    ]

    static let fragments: [String] = [
        "null", "true", "0", "-1", "1e999", "123456789012345678901234567890", "\"\"", "\"unknown\"", "[]", "{}",
        "\"type\"", ":", ",", "{", "}", "[", "]", "\"", "\\", "\"\\ud800\"", "\"type\":\"zzz\"", "\"kind\":1",
        String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 600),
    ]

    static func mutate(_ text: String, _ random: inout SeededRandom) -> Data {
        var bytes = Array(text.utf8)
        for _ in 0...Int.random(in: 0..<3, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: bytes.insert(contentsOf: Array(fragments.randomElement(using: &random)!.utf8), at: position)
            case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
            case 2: bytes.removeSubrange(position..<bytes.count)  // truncation
            case 3: bytes.insert(UInt8.random(in: 0x80...0xFF, using: &random), at: position)  // invalid UTF-8
            case 4:  // a wrong type: replace a digit run or a quoted string with another fragment
                if let index = bytes.indices.filter({ $0 >= position }).first(where: { bytes[$0] == UInt8(ascii: ":") })
                {
                    bytes.insert(
                        contentsOf: Array(fragments.randomElement(using: &random)!.utf8) + [UInt8(ascii: ",")],
                        at: index + 1)
                }
            case 5:  // an extra or renamed key
                if let index = bytes.firstIndex(of: UInt8(ascii: "{")) {
                    bytes.insert(contentsOf: Array("\"extra\":[1,{\"type\":\"x\"}],".utf8), at: index + 1)
                }
            default:  // a duplicated slice
                let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return Data(bytes)
    }

    /// Decodes `data` as `type`: a value or a `DecodingError` is fine, anything else is not.
    static func check<T: Decodable>(_ decodedType: T.Type, _ data: Data) -> (decoded: Bool, unexpected: String?) {
        do {
            _ = try JSONDecoder().decode(T.self, from: data)
            return (true, nil)
        } catch is DecodingError {
            return (false, nil)
        } catch {
            return (false, "\(T.self): \(Swift.type(of: error)) \(error)")
        }
    }

    @Test func mutatedDocumentsDecodeOrThrowDecodingError() {
        var random = SeededRandom(seed: 7)
        var decoded = 0
        var unexpected: [String] = []
        for _ in 0..<Self.count {
            let data = Self.mutate(Self.seeds.randomElement(using: &random)!, &random)
            for result in [
                Self.check(Shape.self, data), Self.check(ContentShape.self, data), Self.check([Shape].self, data),
                Self.check(Auth.self, data), Self.check(Expression.self, data), Self.check(LosslessMessage.self, data),
                Self.check(ContentLossless.self, data), Self.check(Inbox.self, data),
            ] {
                if result.decoded { decoded += 1 }
                if let message = result.unexpected { unexpected.append(message) }
            }
        }
        print("decode fuzzing: \(Self.count) mutants × 8 types, \(decoded) decoded, the rest threw DecodingError")
        #expect(unexpected.isEmpty, "\(unexpected.prefix(5))")
    }

    @Test func recursionNestedOneHundredThousandDeepThrows() {
        let depth = 100_000
        let text =
            String(repeating: #"{"type":"negate","operand":"#, count: depth) + #"{"type":"number","value":1}"#
            + String(repeating: "}", count: depth)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Expression.self, from: Data(text.utf8)) }
        let unknown = String(repeating: #"{"type":"x","a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LosslessMessage.self, from: Data(unknown.utf8)) }
    }
}
