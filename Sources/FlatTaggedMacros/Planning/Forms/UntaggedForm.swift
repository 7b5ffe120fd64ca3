/// The untagged form (`// @FlatTagged(untagged)`): no tag at all; the value's shape chooses the
/// case. Each case's shape comes from its declaration (a case without values is a candidate for
/// `null`, one `String` for a string, labeled values for an object with their required keys, a
/// payload of any other type for any value, …), `when:` adds keys an object must have, `unless:`
/// keys it must not have, and the cases are tried in declaration order. These rules plan each case's shape and reject, at the
/// case, what can never be chosen because an earlier case decodes every value it would.
extension CodingPlanner {
    /// What the untagged rules remember of each case planned so far, to compare later cases with.
    struct UntaggedCaseSummary {
        var name: String
        var shape: UntaggedShape
        /// The single payload's type, normalized (`[Int]` for `Array<Int>`), or nil.
        var payloadType: String?
        /// Each labeled value's key and type as spelled, normalized.
        var labels: [String: String] = [:]
        var conditions: [ConditionalClause]
        /// The `unless:` keys: an object with any of them is no candidate.
        var unlessKeys: Set<String> = []

        /// True for one unlabeled payload of a type of its own, tried on any value: neither
        /// `when:` nor `unless:` leaves any value to a fallback.
        var isCandidateForEveryValue: Bool {
            shape == .any(whenKeys: []) && unlessKeys.isEmpty
        }
    }

    /// The integer types a case may have, with their ranges (`Int` and `UInt` are 64 bits wide
    /// on every platform Swift's Foundation runs on).
    static let integerRanges: [String: ClosedRange<Double>] = [
        "Int8": -128...127, "Int16": -32768...32767, "Int32": -2_147_483_648...2_147_483_647,
        "Int64": -9.223372036854775808e18...9.223372036854775807e18,
        "Int": -9.223372036854775808e18...9.223372036854775807e18,
        "UInt8": 0...255, "UInt16": 0...65535, "UInt32": 0...4_294_967_295,
        "UInt64": 0...1.8446744073709551615e19, "UInt": 0...1.8446744073709551615e19,
    ]

    /// The floating-point and decimal types, which decode every number.
    static let numberTypes: Set<String> = ["Double", "Float", "Decimal"]

    /// Reports a case marker's options that mean nothing without tags.
    mutating func checkUntaggedCaseMarker(_ marker: TagMarker) {
        if marker.tag != nil {
            report(Messages.untaggedCaseMarkerOption("a tag"), at: marker.tagLocation ?? marker.location)
        }
        if let location = marker.aliasLocations.first {
            report(Messages.untaggedCaseMarkerOption("aliases:"), at: location)
        }
        if marker.isMissing {
            report(Messages.untaggedCaseMarkerOption("missing"), at: marker.location)
        }
        // The fallback is never a candidate: it takes whatever no case decoded.
        if marker.isFallback {
            for (option, location) in [("when", marker.whenLocation), ("unless", marker.unlessLocation)] {
                if let location { report(Messages.untaggedFallbackKeyOption(option), at: location) }
            }
        }
    }

    /// The shape of one case, or nil when a rule rejects it (reported); also checks it against
    /// the cases before it.
    mutating func planUntaggedShape(
        _ enumCase: EnumCaseDeclaration, payload: CasePlan.Payload, earlier: inout [UntaggedCaseSummary]
    ) -> UntaggedShape? {
        let whenKeys = enumCase.marker?.whenKeys ?? []
        var summary = UntaggedCaseSummary(
            name: enumCase.name, shape: .null, conditions: enumCase.conditions,
            unlessKeys: Set(enumCase.marker?.unlessKeys ?? []))
        switch payload {
        case .none:
            summary.shape = .null
        case .single:
            let type = Self.canonicalType(enumCase.associatedValues?.first?.type ?? "")
            summary.payloadType = type
            summary.shape = Self.singlePayloadShape(type, whenKeys: whenKeys)
        case .labeled(let values):
            // The `rest:` label has no key: it requires none and is no label to compare.
            let required = values.filter { $0.hasKey && !$0.isOptional && $0.defaultValue == nil }.map(\.key)
            summary.shape = .object(requiredKeys: required, whenKeys: whenKeys)
            for (value, declared) in zip(values, enumCase.associatedValues ?? []) where value.hasKey {
                summary.labels[value.key] = Self.canonicalType(declared.type)
            }
        }
        if !whenKeys.isEmpty, !summary.shape.acceptsWhen {
            report(
                Messages.whenOnCaseWithoutObject(enumCase.name), at: enumCase.marker?.whenLocation ?? enumCase.location)
            return nil
        }
        if let marker = enumCase.marker, !checkUnlessKeys(marker, shape: summary.shape, caseName: enumCase.name) {
            return nil
        }
        let visible = earlier.filter { !ConditionalClause.areExclusive($0.conditions, enumCase.conditions) }
        if let message = Self.unreachability(of: summary, after: visible) {
            report(message, at: enumCase.location)
            return nil
        }
        earlier.append(summary)
        return summary.shape
    }

    /// Reports `unless:` keys that leave the case no object to be chosen for: on a case that is
    /// never an object, a key also in `when:`, or a key the case requires. True when none.
    mutating func checkUnlessKeys(_ marker: TagMarker, shape: UntaggedShape, caseName: String) -> Bool {
        guard let unless = marker.unlessKeys, let location = marker.unlessLocation else { return true }
        if !shape.acceptsWhen {
            report(Messages.unlessOnCaseWithoutObject(caseName), at: location)
            return false
        }
        if let key = unless.first(where: shape.whenKeys.contains) {
            report(Messages.unlessKeyAlsoInWhen(key), at: location)
            return false
        }
        if let key = unless.first(where: shape.requiredKeys.contains) {
            report(Messages.unlessKeyRequired(key, caseName: caseName), at: location)
            return false
        }
        return true
    }

    /// Reports the fallback `fallback` as unreachable when a case of `cases` (the cases planned so
    /// far, wherever the fallback stands among them) is a candidate for every value: one
    /// unlabeled payload of a type of its own without `when:` or `unless:`. The fallback takes
    /// only values no case was a candidate for, so it would never take one. Called when the
    /// fallback is planned, and after each later case (`newestCase`): reported once, for the
    /// first such case.
    mutating func checkUntaggedFallbackReachable(
        _ fallback: EnumCaseDeclaration, after cases: [UntaggedCaseSummary], newestCase: Bool
    ) {
        guard let first = cases.firstIndex(where: \.isCandidateForEveryValue),
            !newestCase || first == cases.count - 1
        else { return }
        report(
            Messages.untaggedFallbackUnreachable(
                fallback.name, caseName: cases[first].name, type: cases[first].payloadType ?? ""),
            at: fallback.location)
    }

    /// Reports what an untagged case's values can't be: optional as a single payload, or
    /// several without labels. True when neither.
    mutating func checkUntaggedValues(_ enumCase: EnumCaseDeclaration) -> Bool {
        guard let values = enumCase.associatedValues else { return true }
        if values.count > 1, values.filter({ $0.label == nil }).count > 1 {
            report(Messages.untaggedSeveralUnlabeled(enumCase.name), at: enumCase.location)
            return false
        }
        if values.count == 1, values[0].label == nil,
            SwiftNames.isOptional(SwiftNames.normalizedTypeName(values[0].type))
        {
            report(Messages.untaggedOptionalPayload(enumCase.name), at: values[0].location)
            return false
        }
        return true
    }

    /// The one spelling of a type that every untagged rule compares, payloads and labels alike:
    /// `Array<Int>` → `[Int]`, `Dictionary<String, Int>` → `[String:Int]`, `Optional<Int>` →
    /// `Int?`, `Swift.String` → `String`, at every level (`Array<Optional<Int>>` → `[Int?]`).
    static func canonicalType(_ written: String) -> String {
        let type = SwiftNames.normalizedTypeName(written)
        for generic in ["Array<", "Dictionary<", "Optional<"] where type.hasPrefix(generic) && type.hasSuffix(">") {
            let inner = type.dropFirst(generic.count).dropLast()
            let arguments = topLevelSplit(String(inner), separator: ",")
            if generic == "Array<", arguments.count == 1 { return "[" + canonicalType(arguments[0]) + "]" }
            if generic == "Optional<", arguments.count == 1 { return canonicalType(arguments[0]) + "?" }
            if generic == "Dictionary<", arguments.count == 2 {
                return "[" + canonicalType(arguments[0]) + ":" + canonicalType(arguments[1]) + "]"
            }
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let parts = topLevelSplit(String(type.dropFirst().dropLast()), separator: ":")
            return "[" + parts.map(canonicalType).joined(separator: ":") + "]"
        }
        if type.hasSuffix("?") { return canonicalType(String(type.dropLast())) + "?" }
        return type
    }

    /// The shape a single payload of type `type` (canonical) is a candidate for.
    static func singlePayloadShape(_ type: String, whenKeys: [String]) -> UntaggedShape {
        if type == "String" { return .string }
        if type == "Bool" { return .bool }
        if integerRanges[type] != nil { return .integer(type) }
        if numberTypes.contains(type) { return .number(type) }
        if dictionaryValueType(type) != nil { return .dictionary(whenKeys: whenKeys) }
        if type.hasPrefix("["), type.hasSuffix("]"),
            topLevelSplit(String(type.dropFirst().dropLast()), separator: ":").count == 1
        {
            return .array
        }
        return .any(whenKeys: whenKeys)
    }

    /// `V` of `[String:V]` (canonical), or nil for any other type.
    static func dictionaryValueType(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let parts = topLevelSplit(String(type.dropFirst().dropLast()), separator: ":")
        return parts.count == 2 && parts[0] == "String" ? parts[1] : nil
    }

    /// Splits at `separator` outside brackets, parentheses and angle brackets.
    static func topLevelSplit(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "[(<".contains(character) { depth += 1 }
            if "])>".contains(character) { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// The payload types that decode every value they are given: `FlatTaggedValue`, and a
    /// dictionary of it for every object.
    static let anyValueTypes: Set<String> = ["FlatTaggedValue", "FlatTagged.FlatTaggedValue"]

    /// What an earlier case decodes whatever its content, when a later case of `shape` can only
    /// be given values it takes first: words for a message (`every value`, `every object with
    /// the key "kind"`), and whether that is every value; nil when the declarations can't tell.
    static func catchAll(
        _ other: UntaggedCaseSummary, before shape: UntaggedShape
    ) -> (decodes: String, everyValue: Bool)? {
        guard let type = other.payloadType else { return nil }
        switch other.shape {
        case .any where anyValueTypes.contains(type):
            break
        case .dictionary:
            guard let value = dictionaryValueType(type), anyValueTypes.contains(value) else { return nil }
        default:
            return nil
        }
        let keys = other.shape.whenKeys
        let everyValue = !other.shape.takesOnlyObjects
        let what = everyValue ? "every value" : "every object"
        let words =
            keys.isEmpty
            ? what
            : "\(what) with the key\(keys.count == 1 ? "" : "s") \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
        if everyValue { return (words, true) }
        // The later case is tried only on objects that have every key the earlier one needs.
        guard shape.takesOnlyObjects, Set(keys).isSubset(of: shape.requiredKeys) else { return nil }
        return (words, false)
    }

    /// Why `summary`'s case can never be chosen after the cases `earlier`, or nil.
    static func unreachability(of summary: UntaggedCaseSummary, after earlier: [UntaggedCaseSummary])
        -> DiagnosticMessage?
    {
        for other in earlier {
            // An earlier case whose `unless:` rules out a key this case requires is never tried
            // on this case's objects; one with an `unless:` key this case doesn't share leaves it
            // the objects that have that key.
            if !other.unlessKeys.isDisjoint(with: summary.shape.requiredKeys) { continue }
            if summary.shape.acceptsWhen, !other.unlessKeys.isSubset(of: summary.unlessKeys) {
                continue
            }
            if let caught = catchAll(other, before: summary.shape) {
                // `[String:FlatTaggedValue]` as it would be written.
                let type = (other.payloadType ?? "").split(separator: ":", omittingEmptySubsequences: false)
                    .joined(separator: ": ")
                return Messages.untaggedCatchAllFirst(
                    summary.name, earlier: other.name, type: type, decodes: caught.decodes,
                    canBeFallback: caught.everyValue)
            }
            switch (other.shape, summary.shape) {
            case (.null, .null):
                return Messages.untaggedDuplicateNoValues(summary.name, earlier: other.name)
            case (.number(let earlierType), .integer):
                return Messages.untaggedNumberBeforeInteger(summary.name, earlier: other.name, earlierType: earlierType)
            case (.integer(let earlierType), .integer(let type)) where earlierType != type:
                if let wide = integerRanges[earlierType], let narrow = integerRanges[type],
                    wide.lowerBound <= narrow.lowerBound, narrow.upperBound <= wide.upperBound
                {
                    return Messages.untaggedIntegerWithinEarlier(
                        summary.name, type: type, earlier: other.name, earlierType: earlierType)
                }
            case (.object(let earlierRequired, let earlierWhen), .object(let required, let when)):
                let keys = Set(required + when)
                let labelsCovered = other.labels.allSatisfy { summary.labels[$0.key] == $0.value }
                if labelsCovered, Set(earlierRequired + earlierWhen).isSubset(of: keys) {
                    return Messages.untaggedLabeledCovered(summary.name, earlier: other.name)
                }
            default:
                break
            }
            if let type = summary.payloadType, type == other.payloadType, summary.shape.isStandard {
                return Messages.untaggedDuplicatePayloadType(summary.name, earlier: other.name, type: type)
            }
            let when = summary.shape.whenKeys
            if !when.isEmpty, Set(when) == Set(other.shape.whenKeys), summary.unlessKeys == other.unlessKeys {
                return Messages.untaggedSameWhen(summary.name, earlier: other.name)
            }
        }
        return nil
    }
}

/// The values an untagged case is a candidate for, from its declaration.
enum UntaggedShape: Sendable, Equatable {
    /// A case without values: `null`.
    case null
    /// One `String`.
    case string
    /// One `Bool`.
    case bool
    /// One integer type, named as written without `Swift.`.
    case integer(String)
    /// One `Double`, `Float` or `Decimal`.
    case number(String)
    /// One `[T]` or `Array<T>`.
    case array
    /// One `[String: T]` or `Dictionary<String, T>`, with its `when:` keys.
    case dictionary(whenKeys: [String])
    /// Labeled values: an object with every required key (not optional, no default) and every
    /// `when:` key.
    case object(requiredKeys: [String], whenKeys: [String])
    /// One value of any other type: any value, or with `when:` an object with those keys.
    case any(whenKeys: [String])

    /// The `when:` keys, or none.
    var whenKeys: [String] {
        switch self {
        case .dictionary(let keys), .object(_, let keys), .any(let keys): keys
        default: []
        }
    }

    /// The keys an object must have for the case to be tried, in declaration order.
    var requiredKeys: [String] {
        switch self {
        case .object(let required, let when): required + when.filter { !required.contains($0) }
        default: whenKeys
        }
    }

    /// True where `when:` is allowed: the shapes that are objects, or any value.
    var acceptsWhen: Bool {
        switch self {
        case .dictionary, .object, .any: true
        default: false
        }
    }

    /// True for the standard single-payload shapes, whose type decides alone.
    var isStandard: Bool {
        switch self {
        case .string, .bool, .integer, .number, .array: true
        case .dictionary(let keys): keys.isEmpty
        default: false
        }
    }

    /// True when the case is tried only on an object (labeled values, or `when:`).
    var needsObject: Bool {
        if case .object = self { return true }
        return !whenKeys.isEmpty
    }

    /// True when the case can only decode an object: tried only on one, or a dictionary.
    var takesOnlyObjects: Bool {
        if case .dictionary = self { return true }
        return needsObject
    }
}
