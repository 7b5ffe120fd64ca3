// Shows: nonisolated and main-actor enums, whose generated conformances are nonisolated.
// @FlatTagged
nonisolated enum Background {
    case job(id: Int)
}

// @FlatTagged
@MainActor
enum OnMain {
    case tap(x: Int)
}
