import Collections

#if FEATURE_EXTRA
    import Extra
#endif

print("kinds")
