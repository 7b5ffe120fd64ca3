// @FlatTagged
nonisolated enum Background {
    case job(id: Int)
}

// @FlatTagged
@MainActor
enum OnMain {
    case tap(x: Int)
}
