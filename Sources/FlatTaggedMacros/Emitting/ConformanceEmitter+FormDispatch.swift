/// The emitter's one switch over `WireForm`: the choice of the type that writes the enum's form
/// (`Forms/`, one type per form, each a `FormEmitter`). Everything else asks that type what it
/// writes. A new form is a new arm here, which the compiler asks for, and a new type.
extension ConformanceEmitter {
    /// The type that writes `plan`'s form.
    static func formEmitter(for plan: CodingPlan) -> any FormEmitter {
        switch plan.form {
        case .flat: FlatFormEmitter(plan: plan)
        case .content(let key): ContentFormEmitter(plan: plan, key: key)
        case .external: ExternalFormEmitter(plan: plan)
        case .untagged: UntaggedFormEmitter(plan: plan)
        }
    }
}
