// Reading a `FlatTaggedValue` without a `switch`: `event["data"]?["id"]?.intValue`.
//
// Each accessor answers for one JSON kind and is `nil` for every other: a string is never read as
// a number, nor a number as a string. The three number cases are one kind, JSON's number, which
// the decoder splits by what holds it (`1.0` from `JSONDecoder` arrives as `.int(1)`), so
// `intValue` and `doubleValue` read any of them that the asked type holds.

extension FlatTaggedValue {
    /// The value under `key` when this is an object that has the key; `nil` when it hasn't, or
    /// when this is not an object.
    ///
    /// The key is matched exactly as the data spells it: key strategies never apply to it.
    public subscript(key: String) -> FlatTaggedValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array and `index` is one of its indices; `nil`
    /// when it isn't (negative or past the end), or when this is not an array.
    public subscript(index: Int) -> FlatTaggedValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// True for `.null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The boolean, when this is `.bool`.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The string, when this is `.string`.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number as an `Int`, when this is a number that an `Int` holds exactly: `.int`, `.uint`
    /// up to `Int.max`, and an integral `.double` (`3.0` is 3; `0.5` and `1e300` are `nil`).
    public var intValue: Int? {
        switch self {
        case .int(let value): Int(exactly: value)
        case .uint(let value): Int(exactly: value)
        case .double(let value): Int(exactly: value)
        default: nil
        }
    }

    /// The number as a `Double`, when this is a number of any of the three cases; an integer
    /// beyond 2^53 is rounded to the nearest `Double`, as `Double(_:)` rounds it.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The elements, when this is `.array`.
    public var arrayValue: [FlatTaggedValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The keys and values, when this is `.object`.
    public var objectValue: [String: FlatTaggedValue]? {
        guard case .object(let object) = self else { return nil }
        return object
    }
}
