/// The words of an untagged enum's decoding error: what the value is, and why a case was not
/// taken. Only the error path builds them.

/// The JSON type of a value, found by asking the decoder (no `Decoder` can say it otherwise).
struct UntaggedValueProbe {
    enum Kind {
        case null, object, array, string, boolean, number, other

        /// `this object`, `null`.
        var described: String {
            switch self {
            case .null: "null"
            case .object: "this object"
            case .array: "this array"
            case .string: "this string"
            case .boolean: "this boolean"
            case .number: "this number"
            case .other: "this value"
            }
        }
    }

    var kind: Kind
    /// The object's keys, for an object.
    var object: KeyedDecodingContainer<FlatTaggedCodingKey>?

    init(_ decoder: any Decoder) {
        object = try? decoder.container(keyedBy: FlatTaggedCodingKey.self)
        if object != nil {
            kind = .object
        } else if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            kind = .null
        } else if (try? decoder.unkeyedContainer()) != nil {
            kind = .array
        } else if let single = try? decoder.singleValueContainer() {
            if (try? single.decode(String.self)) != nil {
                kind = .string
            } else if (try? single.decode(Bool.self)) != nil {
                kind = .boolean
            } else if (try? single.decode(Double.self)) != nil {
                kind = .number
            } else {
                kind = .other
            }
        } else {
            kind = .other
        }
    }
}

enum UntaggedReasons {
    /// Why a case that was not tried was not taken: for an object with one of its `unless:` keys,
    /// that key (`has key "id"`: the key that rules the case out says most), otherwise its shape.
    static func reason(for shape: FlatTaggedUntaggedCase.Shape, unless: [String], value: UntaggedValueProbe) -> String {
        let present = value.object.map { object in unless.filter { object.contains(FlatTaggedCodingKey($0)) } } ?? []
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
            guard let object = value.object else { return "expected an object" }
            let missing = keys.filter { !object.contains(FlatTaggedCodingKey($0)) }
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
        return path.isEmpty ? what : "at \(path): \(what)"
    }

    /// `Expected to decode String but found number instead.` → `expected String, found a number`;
    /// another description (a nested union's) is kept as it is.
    static func typeMismatch(_ type: Any.Type, _ description: String) -> String {
        let prefix = "Expected to decode "
        guard description.hasPrefix(prefix), let but = description.firstRange(of: " but found "),
            description.hasSuffix(" instead.")
        else { return description.isEmpty ? "expected \(type)" : description }
        let expected = description[description.index(description.startIndex, offsetBy: prefix.count)..<but.lowerBound]
        var found = String(description[but.upperBound...].dropLast(" instead.".count))
        switch found {
        case "number": found = "a number"
        case "a dictionary": found = "an object"
        case "bool": found = "a boolean"
        default: break
        }
        return "expected \(expected), found \(found)"
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
