// Shows: generic enums, with constraints and where clauses, and an enum nested in a generic type.
// @FlatTagged
enum Envelope<Body, Meta: Hashable> where Body: Sendable {
    case body(value: Body)
    case meta(value: Meta, list: [Body])
}

// @FlatTagged
enum Declared<T: Codable>: Codable {
    case value(item: T)
}

struct Box<Element> {
    // @FlatTagged
    enum Change { case inserted(element: Element) }
}
