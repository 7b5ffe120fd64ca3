struct NotCodable {}

// @FlatTagged
enum Broken {
    case fine(value: Int)
    case payload(NotCodable)
    case labeled(
        first: Int,
        second: NotCodable
    )
}
