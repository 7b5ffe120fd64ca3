// @FlatTagged
enum Envelope<Body, Meta: Hashable> where Body: Sendable {
    case body(Body)
    case meta(value: Meta, list: [Body])
}

// @FlatTagged
enum Declared<T: Codable>: Codable {
    case value(T)
}

struct Box<Element> {
    // @FlatTagged
    enum Change { case inserted(element: Element) }
}
