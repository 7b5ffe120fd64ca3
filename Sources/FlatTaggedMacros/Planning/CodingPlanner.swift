/// Checks a marked enum against what FlatTagged supports and decides everything the emitter
/// needs: tags, the coding form of each case, access, conformances, generic constraints.
///
/// Every rule that rejects a declaration gives a located error here; the emitter never fails.
struct CodingPlanner {
    private var diagnostics: [Diagnostic] = []

    /// How deeply `#if` blocks may nest around an enum, its cases and its file's imports: the
    /// generated code repeats them, and no real code comes near this.
    static let maximumConditionalDepth = 64

    /// Names the generated code uses unqualified; a nested type of the enum with one of these
    /// names would capture them.
    static let reservedNames: Set<String> = [
        "FlatTaggedCodingKey", "FlatTaggedEnum", "FlatTaggedUnknown", "DecodingError", "EncodingError",
        "Decoder", "Encoder", "Codable", "Decodable", "Encodable", "String",
    ]

    /// Payload types that are not keyed objects, so they cannot stand beside the tag in the flat form.
    static let nonObjectTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Float", "Float16", "Float80", "Double", "Bool", "String", "Substring", "Character",
        "Decimal", "Date", "Data", "URL", "UUID", "CGFloat",
    ]

    private static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Float", "Double",
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// Names the generated code declares as locals, which bindings must not shadow.
    private static let generatedLocals: Set<String> = ["container", "content", "tag", "payload", "decoder", "encoder"]

    /// Plans every marked enum of a file; reports case markers on unmarked enums.
    static func plan(_ declarations: FileDeclarations, sourcePath: String?) -> (plans: [CodingPlan], diagnostics: [Diagnostic]) {
        var planner = CodingPlanner()
        var plans: [CodingPlan] = []
        for declaration in declarations.enums {
            if declaration.marker == nil {
                for enumCase in declaration.cases {
                    if let marker = enumCase.marker {
                        planner.error(
                            "@FlatTag applies to cases of a @FlatTagged enum; mark '\(declaration.name)' with // @FlatTagged",
                            at: marker.location)
                    }
                }
                continue
            }
            if let plan = planner.plan(declaration, sourcePath: sourcePath) { plans.append(plan) }
        }
        return (plans, planner.diagnostics)
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    /// The name of a case as written after a dot: `.default` needs no backticks; `.self` and
    /// raw identifiers such as `` `not plain` `` do.
    static func memberName(_ name: String) -> String {
        ["self", "init", "Type", "Protocol"].contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// A component of a type's name path: `` `enum` `` and raw identifiers need backticks.
    static func typeNameComponent(_ name: String) -> String {
        keywords.contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// An argument label as written in a call: Swift accepts every keyword there unescaped.
    static func argumentLabel(_ label: String) -> String {
        isPlainIdentifier(label) ? label : "`\(label)`"
    }

    /// Letters, digits and underscores, not starting with a digit (non-ASCII letters included).
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || (scalar.value >= 0x80 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || scalar.properties.isEmoji))
        }
    }

    private mutating func plan(_ declaration: EnumDeclaration, sourcePath: String?) -> CodingPlan? {
        guard let marker = declaration.marker else { return nil }
        let errorCount = diagnostics.count
        let enumName = declaration.qualifiedName

        let deepest = max(declaration.conditions.count, declaration.cases.map(\.conditions.count).max() ?? 0)
        if deepest > Self.maximumConditionalDepth {
            error(
                "@FlatTagged enum '\(declaration.name)' stands under \(deepest) nested #if blocks; FlatTagged supports at most \(Self.maximumConditionalDepth)",
                at: marker.location)
        }
        if declaration.isLocal {
            error(
                "@FlatTagged enum '\(declaration.name)' is declared inside a function, closure or other local scope; generated code lives in another file and cannot reach it: move it to file or type scope",
                at: marker.location)
        }
        if let access = declaration.access, access <= .fileprivate {
            error(
                "@FlatTagged enum '\(declaration.name)' is \(access.rawValue); generated code lives in another file and cannot reach it: make it internal or wider",
                at: marker.location)
        } else if let access = declaration.enclosingAccess, access <= .fileprivate {
            error(
                "@FlatTagged enum '\(declaration.name)' is inside a \(access.rawValue) type; generated code lives in another file and cannot reach it",
                at: marker.location)
        }
        let normalizedInheritance = declaration.inheritance.map(Self.normalizedTypeName)
        if let rawType = normalizedInheritance.first, Self.rawValueTypes.contains(rawType) {
            error(
                "@FlatTagged enum '\(declaration.name)' has raw values of type \(rawType); raw-value enums already have a Codable form: remove the marker or the raw type",
                at: marker.location)
        } else if let rawCase = declaration.cases.first(where: { $0.rawValue != nil }) {
            error("@FlatTagged enum '\(declaration.name)' has raw values; remove the marker or the raw values", at: rawCase.location)
        }
        if declaration.cases.isEmpty {
            error("@FlatTagged enum '\(declaration.name)' has no cases; there is nothing to tag", at: marker.location)
        }
        for nested in declaration.nestedTypeNames where Self.reservedNames.contains(nested) {
            error(
                "'\(declaration.name)' declares a nested type '\(nested)', which would shadow the name generated code uses; rename it",
                at: marker.location)
        }

        // Conformances from the inheritance clause.
        let names = Set(normalizedInheritance.flatMap { $0.split(separator: "&").map { Self.normalizedTypeName(String($0)) } })
        let declaresCodable = names.contains("Codable")
        let declaresDecodable = declaresCodable || names.contains("Decodable")
        let declaresEncodable = declaresCodable || names.contains("Encodable")
        let declaresConformance = declaresDecodable || declaresEncodable
        let decodes = declaresConformance ? declaresDecodable : true
        let encodes = declaresConformance ? declaresEncodable : true

        // Cases.
        var cases: [CasePlan] = []
        var fallback: FallbackPlan?
        var seenTags: [String: [[ConditionalClause]]] = [:]
        func claim(_ tag: String, conditions: [ConditionalClause], at location: SourceLocation, planner: inout CodingPlanner) {
            if let earlier = seenTags[tag], earlier.contains(where: { !Self.areExclusive($0, conditions) }) {
                planner.error("duplicate tag \(StringLiteral.literal(tag)) in '\(enumName)'; every tag and alias must be distinct", at: location)
            }
            seenTags[tag, default: []].append(conditions)
        }

        for enumCase in declaration.cases {
            let caseMarker = enumCase.marker
            if let caseMarker, enumCase.elementsInDeclaration > 1 {
                error("@FlatTag applies to a 'case' that declares a single case; this one declares \(enumCase.elementsInDeclaration)", at: caseMarker.location)
                continue
            }
            let values = enumCase.associatedValues
            if caseMarker?.isFallback == true {
                if let existing = fallback {
                    error("'\(enumName)' already has a fallback case '\(existing.name)'; only one case may be @FlatTag(unknown)", at: caseMarker!.location)
                    continue
                }
                let keepsObject: Bool
                switch values {
                case nil:
                    keepsObject = false
                case let values? where values.count == 1 && values[0].label == nil
                    && ["FlatTaggedUnknown", "FlatTagged.FlatTaggedUnknown"].contains(values[0].type):
                    keepsObject = true
                default:
                    error(
                        "the fallback case '\(enumCase.name)' must be 'case \(enumCase.name)' or 'case \(enumCase.name)(FlatTaggedUnknown)'",
                        at: enumCase.location)
                    continue
                }
                if !enumCase.conditions.isEmpty {
                    error(
                        "the fallback case '\(enumCase.name)' stands under #if; FlatTagged cannot generate a fallback that exists only in some builds: move it out of the #if",
                        at: caseMarker!.location)
                    continue
                }
                fallback = FallbackPlan(
                    name: Self.memberName(enumCase.name), displayName: enumCase.name, keepsObject: keepsObject)
                continue
            }

            let tag = caseMarker?.tag ?? marker.naming?.tag(for: enumCase.name) ?? enumCase.name
            claim(tag, conditions: enumCase.conditions, at: caseMarker?.tagLocation ?? enumCase.location, planner: &self)
            for (alias, location) in zip(caseMarker?.aliases ?? [], caseMarker?.aliasLocations ?? []) {
                claim(alias, conditions: enumCase.conditions, at: location, planner: &self)
            }

            let payload: CasePlan.Payload
            switch values {
            case nil:
                payload = .none
            case let values? where values.isEmpty:
                payload = .labeled([])
            case let values? where values.count == 1 && values[0].label == nil:
                let type = Self.normalizedTypeName(values[0].type)
                if marker.content == nil, Self.isNonObject(type) {
                    error(
                        "case '\(enumCase.name)(\(values[0].type))' has a payload that is not a keyed object, so it cannot stand beside the tag; label it, as in 'case \(enumCase.name)(value: \(values[0].type))', or use @FlatTagged(content: \"…\")",
                        at: values[0].location)
                    continue
                }
                payload = .single(isOptional: Self.isOptional(type), line: values[0].location.line)
            case let values?:
                if let unlabeled = values.first(where: { $0.label == nil }) {
                    error(
                        "case '\(enumCase.name)' has an unlabeled value, which has no key to be coded under; label every value, as in 'case \(enumCase.name)(first: Int, second: Int)'",
                        at: unlabeled.location)
                    continue
                }
                var labeled: [LabeledValue] = []
                var usedBindings: Set<String> = []
                for value in values {
                    let label = value.label!
                    if !value.isDefaultValueWellFormed {
                        error(
                            "the default value of '\(label)' in case '\(enumCase.name)' is not an expression FlatTagged can copy: it must be complete and hold no closure; a static property works (\(label): \(value.type) = Self.default\(label.prefix(1).uppercased() + label.dropFirst()))",
                            at: value.location)
                    }
                    if marker.content == nil, label == marker.key {
                        error(
                            "the label '\(label)' of case '\(enumCase.name)' is the discriminator key; rename the label or choose another key with @FlatTagged(key: …)",
                            at: value.location)
                    }
                    var binding = label
                    if !Self.isPlainIdentifier(label) {
                        binding = "value\(labeled.count)"
                    } else if Self.keywords.contains(binding) || Self.generatedLocals.contains(binding) {
                        binding = label + "Value"
                    }
                    while usedBindings.contains(binding) || values.contains(where: { $0.label == binding && $0.label != label }) {
                        binding += "_"
                    }
                    usedBindings.insert(binding)
                    labeled.append(
                        LabeledValue(
                            label: Self.argumentLabel(label), key: label, binding: binding,
                            defaultValue: value.defaultValue,
                            isOptional: Self.isOptional(Self.normalizedTypeName(value.type)), line: value.location.line))
                }
                payload = .labeled(labeled)
            }
            cases.append(
                CasePlan(
                    name: Self.memberName(enumCase.name), tag: tag, aliases: caseMarker?.aliases ?? [],
                    payload: payload, conditions: enumCase.conditions, line: enumCase.location.line))
        }
        if !declaration.cases.isEmpty, cases.isEmpty, diagnostics.count == errorCount {
            error("@FlatTagged enum '\(declaration.name)' has only a fallback case; there is nothing to tag", at: marker.location)
        }

        guard diagnostics.count == errorCount else { return nil }
        let access = max(declaration.access ?? .internal, .internal)
        return CodingPlan(
            typeName: (declaration.outerPath + [declaration.name]).map(Self.typeNameComponent).joined(separator: "."),
            displayName: enumName,
            accessModifier: access == .internal ? "" : (access == .open ? "public " : access.rawValue + " "),
            constrainedGenericParameters: declaresConformance ? [] : declaration.genericParameters.map(Self.typeNameComponent),
            declaresConformance: declaresConformance,
            isNonisolated: declaration.isNonisolated || declaration.hasGlobalActor,
            decodes: decodes,
            encodes: encodes,
            key: marker.key,
            contentKey: marker.content,
            conditions: declaration.conditions,
            cases: cases,
            fallback: fallback,
            sourcePath: sourcePath)
    }

    /// `Swift.Codable` → `Codable`; whitespace removed.
    static func normalizedTypeName(_ type: String) -> String {
        var name = type.filter { !$0.isWhitespace }
        for prefix in ["Swift.", "Foundation."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        return name
    }

    /// True for a standard-library scalar, string, array, dictionary or optional, and for the
    /// Foundation values that encode as one value.
    static func isNonObject(_ type: String) -> Bool {
        if nonObjectTypes.contains(type) { return true }
        if type.hasPrefix("[") || type.hasSuffix("?") || type.hasSuffix("!") { return true }
        for generic in ["Optional<", "Array<", "Dictionary<", "Set<", "ContiguousArray<"] where type.hasPrefix(generic) {
            return true
        }
        return false
    }

    /// True for a type written as an optional: `T?`, `T!`, `Optional<T>`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// True when two condition paths can never both be active: they differ inside the same
    /// `#if` block, one in a later clause than the other.
    static func areExclusive(_ lhs: [ConditionalClause], _ rhs: [ConditionalClause]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            let shorter = left.earlierConditions.count < right.earlierConditions.count ? left : right
            let longer = left.earlierConditions.count < right.earlierConditions.count ? right : left
            return longer.earlierConditions.starts(with: shorter.earlierConditions)
                && (shorter.condition.map { longer.earlierConditions.contains($0) } ?? false)
        }
        return false
    }
}
