// Shows: the JSON Schema of a generic nonisolated enum with cases under #if.
import FlatTagged

// A generic, nonisolated enum with cases under #if: the schema repeats the conditions, and a
// generic parameter is described at run time.
// @FlatTagged(schema)
nonisolated enum Envelope<T: Sendable> {
    case value(item: T)
    #if DEBUG
        case debug(trace: [String])
    #endif
    case empty
}
