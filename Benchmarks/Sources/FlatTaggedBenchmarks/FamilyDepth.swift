import FlatTagged
import Foundation

// Hostile nesting in an open family: a member whose optional `@Polymorphic` child is a value of
// its own family, nested ever deeper. Written by hand as the generator writes a family and its
// member, so the depth series needs no second module.
//
//   FlatTaggedBenchmarks --depth --at 500 --shape family   one decode, for callgrind

/// A node of a tree of family values: the family's protocol.
protocol DepthNode: Codable, Sendable {}

extension FlatTaggedFamily {
    /// The `DepthNode` family.
    static let depthNode = FlatTaggedFamily(DepthNode.self, key: "type") { $0 is any DepthNode.Type }
}

/// A level of the nesting: its child, if any, is another value of the family.
struct Nest: DepthNode, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("nest") }
    @Polymorphic var child: (any DepthNode)?
}

/// The registry of the `DepthNode` family.
let depthNodeRegistry = FlatTaggedRegistry(
    FlatTaggedModule("FlatTaggedBenchmarks", families: [.depthNode], members: [Nest.self]))

/// One family value nested `depth` levels: `{"type":"nest","child":{"type":"nest"}}` and so on.
func nestedFamilyValue(depth: Int) -> String {
    String(repeating: #"{"type":"nest","child":"#, count: depth) + #"{"type":"nest"}"#
        + String(repeating: "}", count: depth)
}

/// Decodes `nestedFamilyValue(depth:)`, returning how deep the decoded value nests.
func decodeNestedFamilyValue(_ data: Data) throws -> Int {
    let decoder = JSONDecoder()
    decoder.userInfo[.flatTagged] = depthNodeRegistry
    var node: (any DepthNode)? = try decoder.decode(Polymorphic<any DepthNode>.self, from: data).wrappedValue
    var depth = 0
    while let nest = node as? Nest, let child = nest.child {
        depth += 1
        node = child
    }
    return depth
}
