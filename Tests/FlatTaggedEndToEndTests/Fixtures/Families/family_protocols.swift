// Shows: family protocols with every option, access level, direction and nesting, and their static names.
import FlatTagged

// A family with every option: the static is named like the protocol, in lowerCamelCase.
// @FlatTagged(key: "kind", naming: .snakeCase)
public protocol Animal: Codable, Sendable { var name: String { get } }

// The content form, package access.
// @FlatTagged(content: "data")
package protocol Block: Codable, Sendable {}

// Decode-only and encode-only families follow the protocol's inheritance clause.
// @FlatTagged
protocol Signal: Decodable, Sendable {}

// @FlatTagged(naming: .kebabCase)
protocol Report: Swift.Encodable {}

// Through a composition; `URLHandler` becomes `urlHandler`.
// @FlatTagged
protocol URLHandler: Decodable & Encodable, Sendable {}

// A protocol nested in a type.
enum Namespace {
    // @FlatTagged(key: "@type")
    protocol Shape: Codable, Sendable {}
}

// Restating Codable beside another protocol that refines it is how a family declares its
// directions when they come from elsewhere.
protocol Model: Codable {}
// @FlatTagged
protocol Widget: Model, Codable {}
