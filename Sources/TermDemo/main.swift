print("TermDemo")
