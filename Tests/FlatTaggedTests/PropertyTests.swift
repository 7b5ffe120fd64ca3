import FlatTagged
import Foundation
import Testing

/// Random values of the test enums.
struct ValueFactory {
    var random: SeededRandom

    mutating func int() -> Int { Int.random(in: -1_000_000_000...1_000_000_000, using: &random) }
    mutating func bool() -> Bool { Bool.random(using: &random) }
    mutating func double() -> Double { Double.random(in: -1e6...1e6, using: &random) }
    mutating func string() -> String {
        let alphabet = Array("abcXYZ 019_-\"\\/\n\té€😀中文«»")
        return String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }
    mutating func maybe<T>(_ make: (inout ValueFactory) -> T) -> T? { bool() ? make(&self) : nil }

    mutating func shape() -> Shape {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: .ping
        case 1: .text(TextPayload(text: string()))
        case 2: .move(x: int(), y: int())
        case 3: .note(text: string(), author: maybe { $0.string() })
        case 4: .resize(width: int(), height: maybe { $0.int() })
        case 5: .typed(TypedPayload(type: "typed", size: int()))
        case 6: .keyword(default: int(), self: string(), container: bool())
        case 7: .a
        default: .b
        }
    }

    mutating func contentShape() -> ContentShape {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: .ping
        case 1: .text(TextPayload(text: string()))
        case 2: .move(x: int(), y: int())
        case 3: .count(int())
        case 4: .maybe(maybe { $0.int() })
        case 5: .list((0..<Int.random(in: 0...3, using: &random)).map { _ in string() })
        default: .note(text: string(), author: maybe { $0.string() })
        }
    }

    mutating func expression(depth: Int = 0) -> Expression {
        switch depth > 4 ? 0 : Int.random(in: 0..<3, using: &random) {
        case 0: .number(value: int())
        case 1: .sum(lhs: expression(depth: depth + 1), rhs: expression(depth: depth + 1))
        default: .negate(operand: expression(depth: depth + 1))
        }
    }

    mutating func auth() -> Auth {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .logIn(user: string())
        case 1: .logOut
        default: .text(TextPayload(text: string()))
        }
    }

    mutating func value() -> FlatTaggedValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: .null
        case 1: .bool(bool())
        case 2: .int(Int64(int()))
        case 3: .double(Double(int()) + 0.5)
        case 4: .string(string())
        default: .array((0..<Int.random(in: 0...3, using: &random)).map { _ in .string(string()) })
        }
    }

    mutating func lossless() -> LosslessMessage {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .text(TextPayload(text: string()))
        case 1: return .move(x: int(), y: int())
        default:
            var object: [String: FlatTaggedValue] = [:]
            for index in 0..<Int.random(in: 0...4, using: &random) { object["k\(index)"] = value() }
            return .unknown(FlatTaggedUnknown(tag: "new" + string(), object: object))
        }
    }
}

/// Seeded random values of every test enum round-trip exactly through JSON and property
/// lists. `FLATTAGGED_PROPERTY_COUNT` sets how many (default 10,000).
@Suite("Property tests")
struct PropertyTests {
    static let count = ProcessInfo.processInfo.environment["FLATTAGGED_PROPERTY_COUNT"].flatMap(Int.init) ?? 10_000

    struct Sample: Codable, Equatable {
        var shapes: [Shape]
        var contentShapes: [ContentShape]
        var expressions: [Expression]
        var auth: [Auth]
        var lossless: [LosslessMessage]
    }

    @Test func randomValuesRoundTripThroughJSONAndPropertyLists() throws {
        var factory = ValueFactory(random: SeededRandom(seed: 42))
        var sample = Sample(shapes: [], contentShapes: [], expressions: [], auth: [], lossless: [])
        for _ in 0..<(Self.count / 5) {
            sample.shapes.append(factory.shape())
            sample.contentShapes.append(factory.contentShape())
            sample.expressions.append(factory.expression())
            sample.auth.append(factory.auth())
            sample.lossless.append(factory.lossless())
        }
        let fromJSON = try JSONDecoder().decode(Sample.self, from: JSONEncoder().encode(sample))
        #expect(fromJSON == sample)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let fromPropertyList = try PropertyListDecoder().decode(Sample.self, from: encoder.encode(sample))
        #expect(fromPropertyList == sample)
        // Value by value too, so that a failure names the value.
        for shape in sample.shapes.prefix(500) {
            #expect(try JSONDecoder().decode(Shape.self, from: JSONEncoder().encode(shape)) == shape)
        }
        print("property tests: \(sample.shapes.count * 5) values round-tripped through JSON and property lists")
    }
}
