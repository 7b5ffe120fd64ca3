@_spi(FlatTaggedGenerated) import FlatTagged
import Foundation
import Testing

/// A discriminator key and a label spelled in camelCase, for data in snake_case.
// @FlatTagged(key: "eventType")
enum StrategyEvent: Equatable, Sendable {
    case retry(retryCount: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// Key strategies apply to the keys FlatTagged declares (the discriminator, labels), as to
/// synthesized `Codable`, and never to data: unknown objects, `FlatTaggedValue` and the keys of
/// `@Polymorphic` dictionaries come back exactly as they were, colliding keys included.
@Suite("Lossless under key strategies")
struct LosslessKeyStrategyTests {
    static func snakeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    static func snakeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }

    /// Strategies that would rewrite the data's keys, each direction paired with its inverse.
    static let strategies: [(String, JSONDecoder, JSONEncoder)] = {
        let custom = JSONDecoder()
        custom.keyDecodingStrategy = .custom { path in
            FlatTaggedCodingKey(path.last!.stringValue.replacingOccurrences(of: "_", with: ""))
        }
        let customEncoder = JSONEncoder()
        customEncoder.keyEncodingStrategy = .custom { path in FlatTaggedCodingKey(path.last!.stringValue.uppercased()) }
        return [("snake case", snakeDecoder(), snakeEncoder()), ("custom", custom, customEncoder)]
    }()

    static let unknownObjects = [
        #"{"type":"tool_use","input":{"user_id":7,"profile":{"lastName":"L"}}}"#,
        #"{"type":"z","foo_bar":1,"fooBar":2}"#,
        #"{"type":"z","a":[{"Mixed_Case":{"x_y":[{"zZ":null}]}}],"fooBar":{"foo_bar":true}}"#,
    ]

    @Test(arguments: unknownObjects)
    func fallbackRoundTripReturnsTheInputUnderSnakeCaseStrategies(text: String) throws {
        let value = try decode(LosslessMessage.self, text, decoder: Self.snakeDecoder())
        guard case .unknown(let unknown) = value else {
            Issue.record("expected .unknown, got \(value)")
            return
        }
        #expect(unknown.tag == "tool_use" || unknown.tag == "z")
        let encoded = try json(value, encoder: Self.snakeEncoder())
        #expect(try parsed(encoded) == parsed(text), "\(encoded)")
    }

    @Test func everyStrategyKeepsEveryKeyOfTheData() throws {
        for (name, decoder, encoder) in Self.strategies {
            for text in Self.unknownObjects {
                let value = try decode(LosslessMessage.self, text, decoder: decoder)
                #expect(try parsed(json(value, encoder: encoder)) == parsed(text), "\(name): \(text)")
                let any = try decode(FlatTaggedValue.self, text, decoder: decoder)
                #expect(try parsed(json(any, encoder: encoder)) == parsed(text), "\(name): \(text)")
            }
        }
    }

    @Test func collidingKeysStayApart() throws {
        let value = try decode(FlatTaggedValue.self, #"{"foo_bar":1,"fooBar":2}"#, decoder: Self.snakeDecoder())
        #expect(value == .object(["foo_bar": .int(1), "fooBar": .int(2)]))
    }

    @Test func declaredKeysFollowTheStrategiesAndTheUnknownObjectKeepsTheDataSpelling() throws {
        let retry = try decode(
            StrategyEvent.self, #"{"event_type":"retry","retry_count":3}"#, decoder: Self.snakeDecoder())
        #expect(retry == .retry(retryCount: 3))
        #expect(try json(retry, encoder: Self.snakeEncoder()) == #"{"event_type":"retry","retry_count":3}"#)

        let text = #"{"event_type":"video","videoURL":"u","frame_rate":30}"#
        let other = try decode(StrategyEvent.self, text, decoder: Self.snakeDecoder())
        guard case .unknown(let unknown) = other else {
            Issue.record("expected .unknown, got \(other)")
            return
        }
        #expect(unknown.tag == "video")
        #expect(unknown.key == "event_type")
        #expect(
            try json(other, encoder: Self.snakeEncoder()) == #"{"event_type":"video","frame_rate":30,"videoURL":"u"}"#)
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func propertyListsKeepEveryKeyToo(format: PropertyListSerialization.PropertyListFormat) throws {
        for text in Self.unknownObjects {
            let value = try decode(LosslessMessage.self, text, decoder: Self.snakeDecoder())
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let decoded = try PropertyListDecoder().decode(LosslessMessage.self, from: encoder.encode(value))
            #expect(decoded == value)
            #expect(try parsed(json(decoded, encoder: Self.snakeEncoder())) == parsed(text))
        }
    }

    @Test func polymorphicDictionariesKeepTheirKeys() throws {
        let text =
            #"{"main":{"instrument":"theremin","maker":"M"},"byPlayer":{"keeper_one":{"instrument":"theremin","maker":"A"},"keeperOne":{"instrument":"theremin","maker":"B"}},"lossy":[]}"#
        let decoder = Self.snakeDecoder()
        decoder.userInfo[.flatTagged] = GeneratedFamilies.registry
        let stage = try decoder.decode(Stage.self, from: Data(text.utf8))
        #expect(stage.byPlayer.keys.sorted() == ["keeperOne", "keeper_one"])
        #expect(stage.byPlayer["keeper_one"]?.maker == "A")
        let encoder = Self.snakeEncoder()
        encoder.userInfo[.flatTagged] = GeneratedFamilies.registry
        encoder.outputFormatting = [.sortedKeys]
        let encoded = String(decoding: try encoder.encode(stage), as: UTF8.self)
        #expect(
            try parsed(encoded) == parsed(text.replacingOccurrences(of: "byPlayer", with: "by_player")), "\(encoded)")
    }
}

/// Configuration errors are never skipped, and error messages stay short and name what they found.
@Suite("Configuration errors and error text")
struct ConfigurationAndErrorTextTests {
    struct Program: Decodable {
        @LossyArray var items: [Performance]
    }

    @Test func lossyArrayRethrowsConfigurationErrors() throws {
        let text = #"{"items":[{"type":"solo","instrument":{"instrument":"theremin","maker":"M"}},{"type":"silence"}]}"#
        do {
            let program = try decode(Program.self, text)
            Issue.record("decoded without a registry: \(program.items.count) items, \(program.$items.count) skipped")
        } catch let error as FlatTaggedConfigurationError {
            #expect(error.message.contains("no FlatTagged registry"))
        }
        // With a registry both decode; an input error is still skipped.
        let withRegistry = try GeneratedFamilies.decode(
            Program.self, text.replacingOccurrences(of: "silence", with: "noise"))
        #expect(withRegistry.items.count == 1)
        #expect(withRegistry.$items.count == 1)
    }

    @Test func aHugeUnknownTagIsElidedInTheMessage() throws {
        let tag = String(repeating: "x", count: 1_000_000)
        do {
            _ = try decode(Shape.self, #"{"type":"\#(tag)"}"#)
            Issue.record("decoded an unknown tag")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.count < 400, "\(context.debugDescription.prefix(400))")
            #expect(context.debugDescription.contains(#""\#(String(repeating: "x", count: 100))…" (1000000 bytes)"#))
        }
        let short = #"{"type":"\#(String(repeating: "y", count: 100))"}"#
        do {
            _ = try decode(Shape.self, short)
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains(#""\#(String(repeating: "y", count: 100))";"#))
        }
    }

    @Test func aHugeUnknownTagOfAFamilyIsElidedToo() throws {
        let tag = String(repeating: "z", count: 1_000_000)
        do {
            _ = try GeneratedFamilies.decode(Polymorphic<[any Cue]>.self, #"[{"type":"\#(tag)"}]"#)
            Issue.record("decoded an unknown tag")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.count < 400, "\(context.debugDescription.prefix(400))")
            #expect(context.debugDescription.contains("…\" (1000000 bytes)"))
        }
    }

    @Test func anOutOfRangeNumberIsReportedAsOne() throws {
        for text in [#"{"type":"z","n":1e400}"#, #"{"type":"z","a":[[-1e400]]}"#] {
            do {
                let value = try decode(LosslessMessage.self, text)
                Issue.record("decoded \(value)")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains("a number out of range"), "\(context.debugDescription)")
                #expect(!context.debugDescription.contains("expected null"))
                #expect(!context.codingPath.isEmpty)
            }
        }
    }
}
