1
done
