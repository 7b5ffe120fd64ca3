import FlatTagged
import Foundation

// Families written only with markers: the plugin generates their `FlatTaggedFamily` statics,
// the members' conformances, the fallback's coding and `FlatTaggedModule.flatTaggedTests`, the
// module list of this test target. (The hand-written families of `Families/FamilyFixtures.swift`
// use other names: Animal, Pet, Component, Block, Signal.)

// MARK: Instrument: string tags, a key and naming, a fallback

// @FlatTagged(key: "instrument", naming: .snakeCase)
protocol Instrument: Codable, Sendable { var maker: String { get } }

// @FlatTag("guitar", aliases: ["axe"])
struct Guitar: Instrument, Equatable {
    var maker: String
    var strings: Int
}

/// Tagged from its name: `grand_piano`.
// @FlatTag
struct GrandPiano: Instrument, Equatable {
    var maker: String
    var keys: Int
}

// @FlatTag(aliases: ["kit"])
final class DrumSet: Instrument {
    let maker: String
    let pieces: Int
    init(maker: String, pieces: Int) {
        self.maker = maker
        self.pieces = pieces
    }
}

#if canImport(Foundation)
    // @FlatTag("theremin")
    struct Theremin: Instrument { var maker: String }
#endif

// @FlatTag(unknown)
struct UnknownInstrument: Instrument {
    let unknown: FlatTaggedUnknown
    var maker: String {
        if case .string(let maker)? = unknown.object["maker"] { return maker }
        return ""
    }
}

// MARK: Instruction: integer tags, the content form

// @FlatTagged(key: "op", content: "d")
protocol Instruction: Codable, Sendable {}

// @FlatTag(0)
struct Halt: Instruction, Equatable {}

// @FlatTag(1, aliases: [9])
struct Jump: Instruction, Equatable { var to: Int }

// MARK: Cue: a decode-only family

// @FlatTagged(naming: .kebabCase)
protocol Cue: Decodable, Sendable {}

// @FlatTag
struct LightsDown: Cue { var seconds: Double }

// MARK: Family values in an enum, and every property shape

// @FlatTagged
enum Performance {
    case solo(instrument: any Instrument)
    case band(instruments: [any Instrument], leader: (any Instrument)?)
    case program(steps: [any Instruction])
    case silence
}

struct Stage: Codable {
    @Polymorphic var main: any Instrument
    @Polymorphic var spare: (any Instrument)?
    @Polymorphic var byPlayer: [String: any Instrument]
    @LossyPolymorphic var lossy: [any Instrument]
}

enum GeneratedFamilies {
    /// Built from the generated module list alone.
    static let registry = FlatTaggedRegistry(.flatTaggedTests)

    static func decode<T: Decodable>(_ type: T.Type, _ text: String, _ registry: FlatTaggedRegistry = registry) throws
        -> T
    {
        let decoder = JSONDecoder()
        decoder.userInfo[.flatTagged] = registry
        return try decoder.decode(type, from: Data(text.utf8))
    }

    static func json<T: Encodable>(_ value: T, _ registry: FlatTaggedRegistry = registry) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[.flatTagged] = registry
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
