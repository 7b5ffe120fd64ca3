// Shows: the errors for availability arguments Swift rejects, and well-formed ones repeated as written.
// An @available argument Swift itself rejects: the generated code repeats the enum's attributes,
// so the generator reports it instead of writing code that does not parse.
// @FlatTagged
@available(macOS 13, iOS 16, *aaa)
enum Broken {
    case a
    @available(macOS 13, *aaa)
    case c
}

// @FlatTagged
@available(macOS, introduced: 13 14)
enum AlsoBroken {
    case a
}

// Well-formed attributes of every kind are repeated as written.
// @FlatTagged
@available(macOS, introduced: 10.15, deprecated: 13.4.1, message: "use Fine2", renamed: #"Fine2"#)
@available(*, noasync)
@available(swift, introduced: 5.9)
enum Fine {
    case b
}
