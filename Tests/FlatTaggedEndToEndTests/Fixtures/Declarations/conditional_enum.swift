// Shows: an enum under #if, whose generated code is under the same conditions.
#if canImport(Foundation)
import Foundation
#endif

#if DEBUG
struct Debug {
    #if os(Linux) || os(macOS)
    // @FlatTagged
    enum Probe { case sample(value: Int) }
    #endif
}
#endif
