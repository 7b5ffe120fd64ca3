import FlatTagged

/// A message component: an integer `"type"`, its fields beside it, `custom_id` and the other
/// snake-case keys made by `labelNaming:`.
// @FlatTagged(labelNaming: .snakeCase)
public indirect enum Component: Equatable, Sendable {
    // @FlatTag(1)
    case actionRow(components: [Component])
    // @FlatTag(2, keys: ["isDisabled": "disabled"])
    case button(style: Int, label: String?, customID: String?, url: String?, isDisabled: Bool? = nil)
    // @FlatTag(3)
    case stringSelect(
        customID: String, options: [SelectOption], placeholder: String?, minValues: Int?, maxValues: Int?)
    // @FlatTag(4)
    case textInput(
        customID: String, style: Int, label: String, minLength: Int?, maxLength: Int?, required: Bool?,
        value: String? = nil, placeholder: String?)
}

/// One option of a string select.
public struct SelectOption: Codable, Equatable, Sendable {
    public var label: String
    public var value: String
    public var description: String?
    public var emoji: Emoji?
}

/// A custom emoji, by name and id.
public struct Emoji: Codable, Equatable, Sendable {
    public var name: String
    public var id: String?
}
