// Shows: the generated members at the access level of their enum: public, package, internal, nested.
// @FlatTagged
public enum PublicMessage { case a(value: Int) }

// @FlatTagged
package enum PackageMessage { case a(value: Int) }

// @FlatTagged
internal enum InternalMessage { case a(value: Int) }

public struct Container {
    // @FlatTagged
    public enum Nested { case a(value: Int) }
}
