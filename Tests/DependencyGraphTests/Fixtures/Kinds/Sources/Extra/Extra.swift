/// A value App imports when FEATURE_EXTRA is set.
public let extra = 1
