import FlatTagged

/// A default value naming the enum's own static member: it means what it means in the
/// declaration (issue 9, item 7).
// @FlatTagged
public enum Layout: Equatable, Sendable {
    public static let defaultWidth = 100
    case resize(width: Int = defaultWidth, height: Int = Layout.defaultHeight)
    case reset

    public static var defaultHeight: Int { defaultWidth / 2 }
}
