// Shows: the directions generated from the inheritance clause: Codable, Decodable or Encodable only.
// @FlatTagged
enum BothDeclared: Codable, Hashable { case a(value: Int) }

// @FlatTagged
enum Spelled: Swift.Decodable & Swift.Encodable { case a(value: Int) }

// @FlatTagged
enum DecodeOnly: Decodable { case a(value: Int) }

// @FlatTagged
enum EncodeOnly: Sendable, Encodable { case a(value: Int) }

// @FlatTagged
enum Undeclared: Sendable { case a(value: Int) }
