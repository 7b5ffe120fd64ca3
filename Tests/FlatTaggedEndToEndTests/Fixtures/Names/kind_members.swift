// Shows: the `Kind` enum and the `kind` property: raw value the primary tag, aliases, #if cases, no fallback.
import FlatTagged

/// `Kind` lists the cases without their payloads: raw value = primary tag, aliases through
/// `Kind(tag:)`, `#if` cases repeated, the fallback left out (so `kind` is optional).
// @FlatTagged(naming: .snakeCase)
public enum Message {
    case text(body: String)
    // @FlatTag("photo", aliases: ["image", "picture"])
    case mediaItem(url: String)
    /// A case named `kind` is fine: cases and instance members don't clash.
    case kind
    /// `Kind.none`, never `Optional.none`.
    case none
    #if DEBUG
    // @FlatTag(aliases: ["trace"])
    case debugInfo(detail: String)
    #endif
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// Without a fallback `kind` is not optional; integer tags give `Kind` `Int` raw values.
// @FlatTagged(key: "op")
enum Opcode {
    // @FlatTag(1, aliases: [101])
    case hello
    // @FlatTag(-2)
    case goodbye(reason: String)
}

/// `kind: none`: the enum keeps a `Kind` and a `kind` of its own.
// @FlatTagged(kind: none)
enum Shape {
    case circle(radius: Double)
    case square(side: Double)

    enum Kind { case round, angular }
    var kind: Kind {
        switch self {
        case .circle: .round
        case .square: .angular
        }
    }
}

/// A qualified `Kind` from outside keeps its meaning.
enum Outer {
    enum Kind: String, Codable { case a, b }

    // @FlatTagged
    enum Labeled {
        case tagged(kind: Outer.Kind)
    }
}

/// What users write with the generated names.
func useKinds(_ messages: [Message], opcode: Opcode) -> Bool {
    let texts = messages.filter { $0.kind == .text }
    let understood: Set<Message.Kind> = Set(Message.Kind.allCases)
    let alias = Message.Kind(tag: "picture") == .mediaItem && Message.Kind(rawValue: "photo") == .mediaItem
    let labeled = Outer.Labeled.tagged(kind: .a).kind == .tagged
    switch opcode.kind {
    case .hello: return alias && labeled
    case .goodbye: return texts.isEmpty && understood.contains(.kind) && Message.none.kind == Message.Kind.none && Opcode.Kind.goodbye.rawValue == -2
    }
}
