// `FlatTaggedValue` written as Swift literals, so that a program builds one as it would write the
// JSON: `["traceparent": "00-4bf9…-01", "retries": 3, "sampled": true, "parent": nil]`.
//
// Each literal makes the case that decoding the same JSON makes: an integer literal is `.int`, a
// floating-point literal `.double`, `nil` is `.null`. Where a `FlatTaggedValue?` is expected,
// `nil` is `Optional.none` as everywhere in Swift; write `.null` for the JSON value there.

extension FlatTaggedValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral
{
    /// `.null`: `let value: FlatTaggedValue = nil`.
    public init(nilLiteral: ()) { self = .null }

    /// `.bool(value)`: `let value: FlatTaggedValue = true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// `.int(value)`: `let value: FlatTaggedValue = 3`.
    public init(integerLiteral value: Int64) { self = .int(value) }

    /// `.double(value)`: `let value: FlatTaggedValue = 0.5`.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// `.string(value)`: `let value: FlatTaggedValue = "text"`.
    public init(stringLiteral value: String) { self = .string(value) }

    /// `.array(elements)`: `let value: FlatTaggedValue = [1, "two", nil]`.
    public init(arrayLiteral elements: FlatTaggedValue...) { self = .array(elements) }
}

extension FlatTaggedValue: ExpressibleByDictionaryLiteral {
    /// `.object(…)`: `let value: FlatTaggedValue = ["id": 7, "tags": ["a"]]`.
    ///
    /// A key written twice traps, as in a `Dictionary` literal.
    public init(dictionaryLiteral elements: (String, FlatTaggedValue)...) {
        var object: [String: FlatTaggedValue] = [:]
        object.reserveCapacity(elements.count)
        for (key, value) in elements {
            precondition(
                object.updateValue(value, forKey: key) == nil,
                "FlatTaggedValue literal contains the key \(messageQuoted(key)) twice")
        }
        self = .object(object)
    }
}
