// Shows: default values of labeled values, used when a key is absent and evaluated in a static context.
/// Default values are evaluated where the declaration evaluates them: in a static context.
// @FlatTagged
public enum Layout {
    public static let defaultWidth = 100
    case resize(width: Int = defaultWidth, height: Int = Layout.defaultHeight)
    case crop(
        top: Int = 0,
        label: String? = Self.defaultLabel
    )
    case reset

    public static var defaultHeight: Int { defaultWidth / 2 }
    public static var defaultLabel: String? { "crop" }
}

/// In the content form the helper decodes from the content container.
// @FlatTagged(content: "data")
enum Command {
    static let step = 1
    case move(by: Int = step)
    #if DEBUG
    case jump(by: Int = step * 2)
    #endif
}

/// `T? = nil` is exactly a plain optional: omitted when nil. A non-nil default writes `null`
/// for nil, so that it decodes back to nil rather than to the default.
// @FlatTagged
enum Feature {
    case feature(geometry: String?, id: String? = nil, at: Optional<Int> = nil)
    case box(height: Int? = 7, depth: Int! = nil)
}
