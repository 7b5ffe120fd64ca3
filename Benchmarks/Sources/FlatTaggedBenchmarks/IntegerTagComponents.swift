import FlatTagged

// Integer tags: Discord's message components, tagged by an integer "type".
// The generated enum against the best hand-written code, which switches on
// `decode(Int.self, forKey: .type)` and decodes the payload from the same decoder.

/// A button: `{"type": 2, "style": 1, "label": "OK", "custom_id": "ok"}`.
struct ButtonComponent: Codable, Equatable, Sendable {
    var style: Int
    var label: String
    var customID: String

    enum CodingKeys: String, CodingKey {
        case style, label
        case customID = "custom_id"
    }
}

/// One choice of a select menu.
struct SelectOption: Codable, Equatable, Sendable {
    var label: String
    var value: String
}

/// A select menu: `{"type": 3, "custom_id": "…", "placeholder": "…", "options": [...]}`.
struct SelectComponent: Codable, Equatable, Sendable {
    var customID: String
    var placeholder: String?
    var options: [SelectOption]

    enum CodingKeys: String, CodingKey {
        case customID = "custom_id"
        case placeholder, options
    }
}

/// FlatTagged: what the plugin generates for integer tags.
// @FlatTagged
enum GeneratedComponent: Equatable, Sendable {
    // @FlatTag(1)
    case actionRow(components: [GeneratedComponent])
    // @FlatTag(2)
    case button(ButtonComponent)
    // @FlatTag(3, aliases: [5, 6, 7, 8])
    case select(SelectComponent)
}

/// The best hand-written code for the same shapes: one `decode(Int.self, forKey: .type)` and an
/// integer switch; encoding writes the tag, then the payload.
enum HandWrittenComponent: Codable, Equatable, Sendable {
    case actionRow(components: [HandWrittenComponent])
    case button(ButtonComponent)
    case select(SelectComponent)

    enum CodingKeys: String, CodingKey {
        case type, components
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Int.self, forKey: .type) {
        case 1: self = .actionRow(components: try container.decode([HandWrittenComponent].self, forKey: .components))
        case 2: self = .button(try ButtonComponent(from: decoder))
        case 3, 5, 6, 7, 8: self = .select(try SelectComponent(from: decoder))
        case let tag:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown component type \(tag)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .actionRow(let components):
            try container.encode(1, forKey: .type)
            try container.encode(components, forKey: .components)
        case .button(let payload):
            try container.encode(2, forKey: .type)
            try payload.encode(to: encoder)
        case .select(let payload):
            try container.encode(3, forKey: .type)
            try payload.encode(to: encoder)
        }
    }
}

/// The components of a message: an action row of two buttons, a button, a select menu, in turn.
func component(_ index: Int) -> HandWrittenComponent {
    func button(_ number: Int) -> ButtonComponent {
        ButtonComponent(style: 1 + number % 4, label: "Button \(number)", customID: "button_\(number)")
    }
    switch index % 3 {
    case 0: return .actionRow(components: [.button(button(index)), .button(button(index + 1))])
    case 1: return .button(button(index))
    default:
        return .select(
            SelectComponent(
                customID: "select_\(index)", placeholder: "Pick a class",
                options: [
                    SelectOption(label: "Rogue", value: "rogue"), SelectOption(label: "Mage", value: "mage"),
                    SelectOption(label: "Priest", value: "priest"),
                ]))
    }
}
