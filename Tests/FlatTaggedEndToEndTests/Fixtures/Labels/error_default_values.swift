// Shows: the errors for default values the generator can't read: closures called in place, unfinished expressions.
// @FlatTagged
enum Settings {
    case limits(
        count: Int = {
            let base = 10
            return base * 2
        }())
    case ranges(lower: Int = , upper: Int = 5 +)
    case fine(count: Int = Settings.defaultCount, ratio: Double = -1.5, flag: Bool = !true)

    static let defaultCount = 3
}
