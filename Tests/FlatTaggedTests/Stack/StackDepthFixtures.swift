import FlatTagged
import Foundation

// One recursive type per form, nested as deep as a test asks, for the stack tests: each level
// of a document is one more object or array, decoded by one more `init(from:)`.

/// The flat form: `{"child":{…{"type":"leaf","value":1}…},"type":"node"}`.
// @FlatTagged
indirect enum StackFlat {
    case leaf(value: Int)
    case node(child: StackFlat)
}

/// The content form: `{"c":{…},"type":"node"}`.
// @FlatTagged(content: "c")
indirect enum StackContent {
    case leaf(Int)
    case node(StackContent)
}

/// The external form: `{"node":{"node":…{"leaf":1}}}`.
// @FlatTagged(external)
indirect enum StackExternal {
    case leaf(Int)
    case node(StackExternal)
}

/// The untagged form: `[[…1…]]` or `{"a":{"a":…1…}}`.
// @FlatTagged(untagged)
indirect enum StackUntagged {
    case number(Int)
    case array([StackUntagged])
    case object([String: StackUntagged])
}

/// A fallback holding what no case knows: `{"n":[[…1…]],"type":"other"}`.
// @FlatTagged
enum StackOpen {
    case known(value: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// A family whose values hold values of the family:
/// `{"child":{…{"type":"stack_leaf"}…},"type":"stack_branch"}`.
// @FlatTagged(naming: .snakeCase)
protocol StackNode: Codable, Sendable {}

// @FlatTag
struct StackBranch: StackNode {
    @Polymorphic var child: any StackNode
}

// @FlatTag
struct StackLeaf: StackNode {}
