/// Yes, really: a module with its own `String`. Every `String` in this module means this one,
/// so the payloads spell `Swift.String`, and the generated code must too.
struct String: Equatable {
    var utf16Units: [Swift.UInt16]
}
