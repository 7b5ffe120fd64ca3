/// The words of an untagged enum's decoding error: why a case was not taken (what the value is
/// comes from `UntaggedValueProbe`). Only the error path builds them.
enum UntaggedReasons {
    /// Why a case that was not tried was not taken: for an object with one of its `unless:` keys,
    /// that key (`has key "id"`: the key that rules the case out says most), otherwise its shape.
    static func reason(for shape: FlatTaggedUntaggedCase.Shape, unless: [String], value: UntaggedValueProbe) -> String {
        let present = value.contains.map { contains in unless.filter(contains) } ?? []
        if present.isEmpty { return reason(for: shape, value: value) }
        return (present.count == 1 ? "has key " : "has keys ") + present.map(jsonQuoted).joined(separator: ", ")
    }

    /// Why a case whose shape did not fit the value was not taken.
    static func reason(for shape: FlatTaggedUntaggedCase.Shape, value: UntaggedValueProbe) -> String {
        switch shape {
        case .null: return "expected null"
        case .string: return "expected a string"
        case .bool: return "expected true or false"
        case .integer, .number: return "expected a number"
        case .array: return "expected an array"
        case .dictionary: return "expected an object"
        case .object(let keys):
            guard value.kind == .object else { return "expected an object" }
            guard let contains = value.contains else { return "not tried" }
            let missing = keys.filter { !contains($0) }
            if missing.isEmpty { return "not tried" }
            return (missing.count == 1 ? "no key " : "no keys ") + missing.map(jsonQuoted).joined(separator: ", ")
        case .any: return "not tried"
        }
    }

    /// What a tried case's decoding found, its path relative to the value:
    /// `at properties.a.type: expected String, found a number`.
    static func reason(for error: any Error, below depth: Int) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let context: DecodingError.Context
        let what: String
        switch error {
        case .typeMismatch(let type, let found):
            context = found
            what = typeMismatch(type, found.debugDescription)
        case .valueNotFound(let type, let found):
            context = found
            what = "expected \(type), found null"
        case .keyNotFound(let key, let found):
            context = found
            what = "no key \(jsonQuoted(key.stringValue))"
        case .dataCorrupted(let found):
            context = found
            what = found.debugDescription
        @unknown default:
            return String(describing: error)
        }
        let path = pathText(context.codingPath.dropFirst(depth))
        return path.isEmpty ? messageWordsShortened(what) : "at \(path): \(messageWordsShortened(what))"
    }

    /// `Expected to decode String but found number instead.` → `expected String, found a number`,
    /// after the name of the case it came through, if any (`Tree.leaf: expected Int, found a
    /// boolean`); another description (a nested union's) is kept as it is. Wording only.
    static func typeMismatch(_ type: Any.Type, _ description: String) -> String {
        let named = description.firstRange(of: ": Expected to decode ").map { description[..<$0.lowerBound] + ": " }
        let stock = named.map { description.dropFirst($0.count) }.map(String.init) ?? description
        guard let mismatch = TypeMismatchDescription(stock) else {
            return description.isEmpty ? "expected \(type)" : description
        }
        return (named.map(String.init) ?? "") + "expected \(mismatch.expected), found \(mismatch.foundDescribed)"
    }

    /// `properties.a[0].type`.
    static func pathText(_ path: ArraySlice<any CodingKey>) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
