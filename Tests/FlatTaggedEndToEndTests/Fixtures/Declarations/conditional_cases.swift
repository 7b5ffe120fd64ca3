// Shows: cases under #if, nested, repeated in every switch of the generated code.
// @FlatTagged
enum Platform {
    case always
    #if os(iOS)
    case phone(model: String)
    #elseif os(macOS)
    case desktop(model: String)
    #else
    case other
    #endif
    #if DEBUG
    #if canImport(Foundation)
    case debug
    #endif
    #endif
}
