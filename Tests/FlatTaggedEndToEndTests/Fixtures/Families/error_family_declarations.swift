// Shows: the errors for family protocols that can't be families: private, not Codable, local, bad options.
import FlatTagged

// @FlatTagged
private protocol Hidden: Codable {}

// @FlatTagged
fileprivate protocol AlsoHidden: Codable {}

// Refines none of Codable, Decodable, Encodable in its own inheritance clause.
// @FlatTagged
protocol NotCodable: Sendable {}

// @FlatTagged
protocol Bare {}

func local() {
    // @FlatTagged
    protocol Local: Codable {}
}

// @FlatTagged(key: "kind", kee: "x")
protocol BadOption: Codable {}

// An enum's option on a protocol.
// @FlatTagged(kind: none)
protocol NoKind: Codable {}
