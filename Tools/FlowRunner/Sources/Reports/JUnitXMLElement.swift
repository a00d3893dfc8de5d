/// One element of a JUnit report as `JUnitXMLReader` read it: its name, attributes and child
/// elements, and where the whole element lies in the bytes read, so that a merge can copy it
/// as it was written.
struct JUnitXMLElement: Sendable, Equatable {
    /// The element's name, such as `testsuite`.
    let name: String
    /// The attributes, their entities decoded.
    let attributes: [String: String]
    /// The child elements, in order.
    let children: [JUnitXMLElement]
    /// The bytes from the element's `<` to the end of its closing tag.
    let range: Range<Int>
    /// The bytes of its start tag's name, from `<` to the end of the name, where an attribute
    /// can be added.
    let nameEnd: Int

    /// The child elements named `name`.
    func children(named name: String) -> [JUnitXMLElement] {
        children.filter { $0.name == name }
    }
}
