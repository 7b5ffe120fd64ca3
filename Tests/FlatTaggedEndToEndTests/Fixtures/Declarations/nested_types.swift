// Shows: enums nested in structs, classes, actors, extensions and enums.
struct Outer {
    struct Payload: Codable {}
    // @FlatTagged
    enum Inner { case p(Payload) }

    class Middle {
        actor Deep {
            // @FlatTagged
            enum Innermost { case a(value: Int) }
        }
    }
}

extension Outer.Middle {
    // @FlatTagged
    enum FromExtension { case b(value: Int) }
}

enum Namespace {
    // @FlatTagged
    enum Child { case c(value: Int) }
}
