/// The platform of the fixture.
public struct Core {}
