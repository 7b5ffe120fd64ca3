// @FlatTagged
struct NotAnEnum {}

// @FlatTagged
func notAnEnum() {}

struct S {
    // @FlatTagged
    var property: Int
}

// @FlatTagged
