// Shows: the errors for markers before something that is not an enum or a protocol.
// @FlatTagged
struct NotAnEnum {}

// @FlatTagged
func notAnEnum() {}

struct S {
    // @FlatTagged
    var property: Int
}

// @FlatTagged
