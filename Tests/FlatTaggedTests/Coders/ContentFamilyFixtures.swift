import FlatTagged
import Foundation

// A family whose members' data sits under a content key (`Instruction`: `op` tags, `d` content,
// GeneratedFamilyFixtures.swift), beside the closed enum a user writes without a family: the
// content goes through the container's `decode(_:forKey:)` and `encode(_:forKey:)`, the calls
// the hand-written `switch` makes.

struct CoderProgram: Codable {
    @Polymorphic var steps: [any Instruction]
    @Polymorphic var first: any Instruction
}

enum HandInstruction: Codable, Equatable {
    case halt(Halt)
    case jump(Jump)

    private enum Keys: String, CodingKey { case op, d }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(Int.self, forKey: .op) {
        case 0: self = .halt(try container.decode(Halt.self, forKey: .d))
        case 1, 9: self = .jump(try container.decode(Jump.self, forKey: .d))
        case let tag:
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.op], debugDescription: "unknown \(tag)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .halt(let halt):
            try container.encode(halt, forKey: .d)
            try container.encode(0, forKey: .op)
        case .jump(let jump):
            try container.encode(jump, forKey: .d)
            try container.encode(1, forKey: .op)
        }
    }
}

struct HandCoderProgram: Codable, Equatable {
    var steps: [HandInstruction]
    var first: HandInstruction
}

extension CoderProgram {
    /// The program as the hand-written types hold it.
    var handWritten: HandCoderProgram? {
        func hand(_ instruction: any Instruction) -> HandInstruction? {
            switch instruction {
            case let halt as Halt: .halt(halt)
            case let jump as Jump: .jump(jump)
            default: nil
            }
        }
        let steps = steps.compactMap(hand)
        guard steps.count == self.steps.count, let first = hand(first) else { return nil }
        return HandCoderProgram(steps: steps, first: first)
    }
}
