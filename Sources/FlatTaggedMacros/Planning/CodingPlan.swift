/// What the emitter generates for one marked enum: every decision made, every name resolved.
///
/// `CodingPlanner` builds it from an `EnumDeclaration` and reports what cannot be generated;
/// `ConformanceEmitter` turns it into text without further checks.
struct CodingPlan: Sendable, Equatable {
    /// `Outer.Inner`, as the extension names it (backticked where needed).
    var typeName: String
    /// `Outer.Inner`, as error messages name it.
    var displayName: String
    /// The access modifier to write on generated members, with a trailing space, or "".
    var accessModifier: String
    /// Generic parameters to constrain (`where T: Codable`); empty when the enum declares
    /// the conformance itself.
    var constrainedGenericParameters: [String]
    /// True when the enum's inheritance clause already names the conformance.
    var declaresConformance: Bool
    /// True when the enum is declared `nonisolated` or with a global actor such as
    /// `@MainActor`: the conformance and its members are then nonisolated, so the enum decodes
    /// anywhere. Otherwise they take the isolation of a plain extension, as synthesized
    /// `Codable` does (main-actor-isolated in targets with default main-actor isolation).
    var isNonisolated: Bool
    var decodes: Bool
    var encodes: Bool
    /// The discriminator key.
    var key: String
    /// Where each case's data goes relative to the tag.
    var form: WireForm
    /// True for integer tags: every `tag` and alias is the decimal text of an `Int`.
    var integerTags = false
    /// `#if` clauses around the enum, repeated around the generated code.
    var conditions: [ConditionalClause]
    var cases: [CasePlan]
    var fallback: FallbackPlan?
    /// The path written into `#sourceLocation`, or nil for `expand` output.
    var sourcePath: String?
    /// The enum's own `@available` attributes, repeated on every generated extension.
    var availability: [String] = []
    /// True when the enum itself is deprecated: every extension already repeats that, so
    /// deprecated cases need nothing more.
    var isDeprecated = false
    /// The cases of the generated `CodingKeys`: the discriminator key, the content key, then
    /// every label in first-use order.
    var codingKeys: [CodingKeyCase] = []
    /// True unless the marker says `kind: none`: a nested `Kind` and `var kind` are generated.
    var generatesKind = true

    /// The standard-library protocol of the generic constraints: `Codable`, `Decodable` or
    /// `Encodable`.
    var codingProtocol: String {
        switch (decodes, encodes) {
        case (true, false): "Decodable"
        case (false, true): "Encodable"
        default: "Codable"
        }
    }

    /// The runtime protocol the conformance names: it refines `codingProtocol` and
    /// `FlatTaggedEnum`, so a `Codable` declared elsewhere never makes it redundant.
    var conformanceProtocol: String {
        protocolFamily + codingProtocol
    }

    /// The prefix of the runtime protocols the conformance names: `FlatTagged.FlatTagged`, or the
    /// external or untagged form's own family.
    var protocolFamily: String {
        switch form {
        case .external: "FlatTagged.FlatTaggedExternal"
        case .untagged: "FlatTagged.FlatTaggedUntagged"
        case .flat, .content: "FlatTagged.FlatTagged"
        }
    }

    /// True for the untagged form, which has no tags: no `flatTag`, `flatTags` or `flatTagKey`.
    var isUntagged: Bool { form == .untagged }

    /// True when members that name a deprecated case must live in an `@available(*, deprecated)`
    /// extension, and `flatTag` must reach them through a private protocol.
    var needsDeprecatedExtension: Bool {
        !isDeprecated && (cases.contains(where: \.isDeprecated) || fallback?.isDeprecated == true)
    }

    /// True when the private protocol that reaches `kind` past deprecated cases is needed.
    var needsDeprecatedKindWitness: Bool {
        generatesKind && needsDeprecatedExtension
    }

    /// True when some case is decoded and encoded only where an OS version is available.
    var hasOSGatedCases: Bool {
        cases.contains { $0.availableCondition != nil }
    }

    /// Every tag decoding accepts, primary tags and aliases, in declaration order.
    var acceptedTags: [String] {
        cases.filter { !$0.isTagless }.flatMap { [$0.tag] + $0.aliases }
    }

    /// The `// @FlatTag(missing)` case, decoded when the key is absent or `null`.
    var missingCase: CasePlan? {
        cases.first(where: \.isMissing)
    }

    /// True when some case stands under `#if`, so tag lists must be built clause by clause.
    var hasConditionalCases: Bool {
        cases.contains { !$0.conditions.isEmpty }
    }

    /// Where `enumCase`'s data goes: the enum's form, except that a `flat` case of the content
    /// form codes its values beside the tag.
    func form(of enumCase: CasePlan) -> WireForm {
        enumCase.isFlat ? .flat : form
    }
}

/// One case with its tags and how its data is coded.
struct CasePlan: Sendable, Equatable {
    /// The case name as it must be written in code (backticked where needed).
    var name: String
    var tag: String
    var aliases: [String]
    var payload: Payload
    var conditions: [ConditionalClause]
    /// The line of the case in the user's file, for `#sourceLocation`.
    var line: Int
    /// True for a case marked `@available(*, deprecated)` or deprecated on a platform.
    var isDeprecated = false
    /// The arguments of the `#available` that must hold to construct or match the case
    /// (`macOS 14, iOS 17, *`), or nil for a case available everywhere the enum is.
    var availableCondition: String? = nil
    /// The name of the private static function that decodes a case with default values, or nil
    /// where the case is decoded in place.
    var decodeHelper: String? = nil
    /// True for the `// @FlatTag(missing)` case, decoded when the key is absent or `null`.
    var isMissing = false
    /// True for a `// @FlatTag(missing)` case without a tag of its own: it has no tag on the wire
    /// (encoded without the key, not among the accepted tags, `flatTag` nil); `tag` is its name,
    /// its `Kind`'s raw value.
    var isTagless = false
    /// The name as a declaration writes it (`` `default` ``), where it differs from `name`,
    /// which follows a dot (`.default`).
    var declaredName: String? = nil
    /// In the untagged form, the values the case is a candidate for; nil in the tagged forms.
    var untaggedShape: UntaggedShape? = nil
    /// In the untagged form, the `unless:` keys: an object with any of them is no candidate.
    var unlessKeys: [String] = []
    /// True for a `flat` case of the content form: its values stand beside the tag.
    var isFlat = false
    /// True when `nulls:` names the content key: a nil single payload is written as `null`
    /// instead of omitting the content key.
    var contentWritesNull = false

    /// The name as the case of `Kind` declares it.
    var declarationName: String { declaredName ?? name }

    enum Payload: Sendable, Equatable {
        /// `case ping`
        case none
        /// `case text(TextMessage)`: the payload is coded from the same decoder (flat) or under
        /// the content key (adjacent). `isOptional` when its type is written as an optional.
        case single(isOptional: Bool, line: Int)
        /// `case move(x: Int, y: Int)`, or `case empty()` with no values; with one unlabeled
        /// payload among them (`case dispatch(Event, s: Int)`), the payload is flattened into
        /// the object the values stand in.
        case labeled([LabeledValue])
    }
}

/// One labeled associated value, or the one unlabeled payload flattened beside them.
struct LabeledValue: Sendable, Equatable {
    /// The label as written in code (backticked where needed).
    var label: String
    /// The value's key, as `LabelKeys` maps the label (empty for a flattened payload).
    var key: String
    /// The name the encode switch binds the value to.
    var binding: String
    var defaultValue: String?
    /// True when the type is written as an optional (`String?`, `Optional<String>`): a missing
    /// key or `null` decodes to `nil`, and `nil` is not encoded.
    var isOptional: Bool
    var line: Int
    /// True when the type names an existential (`any Animal`, `[any Animal]`): the value is
    /// coded through the family registry, as a `@Polymorphic` property is.
    var isFamilyValue = false
    /// True when `nulls:` names the label: nil is written as `null` instead of omitting the key.
    var writesNull = false
    /// True for the one unlabeled payload beside labeled values: it has no key, and is decoded
    /// from and encoded into the object the labeled values stand in.
    var isFlattenedPayload = false
}

/// The `// @FlatTag(unknown)` case. It never stands under `#if` (the planner rejects that).
struct FallbackPlan: Sendable, Equatable {
    var name: String
    /// The case name as error messages write it.
    var displayName: String
    /// True for `case unknown(FlatTaggedUnknown)`, which keeps the object (in the untagged form,
    /// `case other(FlatTaggedValue)`, which keeps the value).
    var keepsObject: Bool
    /// True for a deprecated fallback case.
    var isDeprecated = false
}
